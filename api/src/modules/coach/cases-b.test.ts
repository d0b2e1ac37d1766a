// The coach's unit tests that answer questions, run in one jest module registry: each test
// file builds the knowledge index and trains each language's subject classifier once (about 4 s
// under jest), so 19 files of cases share that work here instead of each paying it. Each case
// file is required inside its own describe, so its hooks stay its own. Run one file's tests with
// `npx jest --selectProjects api --testPathPatterns coach/cases-b -t "<file name>"`.

describe('athletes-and-clients', () => {
  require('./offline/athletes-and-clients.cases');
});
describe('changed-facts', () => {
  require('./offline/changed-facts.cases');
});
describe('conditions-and-cuisines', () => {
  require('./offline/conditions-and-cuisines.cases');
});
describe('compare', () => {
  require('./offline/compare.cases');
});
describe('engine.property', () => {
  require('./offline/engine.property.cases');
});
describe('engine', () => {
  require('./offline/engine.cases');
});
describe('follow-ups', () => {
  require('./offline/follow-ups.cases');
});
describe('long-messages', () => {
  require('./offline/long-messages.cases');
});
describe('machines-kits-and-exports', () => {
  require('./offline/machines-kits-and-exports.cases');
});
describe('medicines-and-matches', () => {
  require('./offline/medicines-and-matches.cases');
});
describe('neighbours', () => {
  require('./offline/neighbours.cases');
});
describe('paraphrases-4', () => {
  require('./offline/paraphrases-4.cases');
});
describe('paraphrases-6', () => {
  require('./offline/paraphrases-6.cases');
});
describe('paraphrases-7', () => {
  require('./offline/paraphrases-7.cases');
});
describe('paraphrases-8', () => {
  require('./offline/paraphrases-8.cases');
});
describe('short-asks', () => {
  require('./offline/short-asks.cases');
});
describe('stalls-and-asks', () => {
  require('./offline/stalls-and-asks.cases');
});
describe('subject-model', () => {
  require('./offline/subject-model.cases');
});
describe('supplements-and-schedules', () => {
  require('./offline/supplements-and-schedules.cases');
});
describe('warm', () => {
  require('./offline/warm.cases');
});
