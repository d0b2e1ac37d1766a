// The coach's unit tests that answer questions, run in one jest module registry: each test
// file builds the knowledge index and trains each language's subject classifier once (about 4 s
// under jest), so 17 files of cases share that work here instead of each paying it. Each case
// file is required inside its own describe, so its hooks stay its own. Run one file's tests with
// `npx jest --selectProjects api --testPathPatterns coach/cases-a -t "<file name>"`.

describe('fallback', () => {
  require('./fallback.cases');
});
describe('calculators', () => {
  require('./offline/calculators.cases');
});
describe('captions-and-intakes', () => {
  require('./offline/captions-and-intakes.cases');
});
describe('clauses', () => {
  require('./offline/clauses.cases');
});
describe('confidence', () => {
  require('./offline/confidence.cases');
});
describe('coverage', () => {
  require('./offline/coverage.cases');
});
describe('diets-and-demos', () => {
  require('./offline/diets-and-demos.cases');
});
describe('loads-and-gaps', () => {
  require('./offline/loads-and-gaps.cases');
});
describe('negations', () => {
  require('./offline/negations.cases');
});
describe('paraphrases-2', () => {
  require('./offline/paraphrases-2.cases');
});
describe('paraphrases-3', () => {
  require('./offline/paraphrases-3.cases');
});
describe('paraphrases-5', () => {
  require('./offline/paraphrases-5.cases');
});
describe('paraphrases', () => {
  require('./offline/paraphrases.cases');
});
describe('question-first', () => {
  require('./offline/question-first.cases');
});
describe('requests-and-minors', () => {
  require('./offline/requests-and-minors.cases');
});
describe('spelling', () => {
  require('./offline/spelling.cases');
});
describe('safety', () => {
  require('./safety.cases');
});
