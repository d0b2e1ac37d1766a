// The property-based fuzz suite (test/support/fuzz.ts) against real PostgreSQL and Redis: every
// route of api/src/contract, valid requests with one hostile replacement each.
// Longer: FUZZ_SEED=random FUZZ_RUNS=300 npx jest -c api/jest.integration.config.cjs property
import { defineFuzzSuite } from '../support/fuzz';
import { startTestApp, type TestApp } from '../support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ AI_RATE_PER_MIN: '100000' });
});
afterAll(() => t.close());

describe('fuzz: hostile input at every route (PostgreSQL + Redis)', () => {
  defineFuzzSuite(() => t, { runs: 20 });
});

// The app runs in this process: a prototype key that reached an object merge would show here.
it('no request polluted Object.prototype', () => {
  const probe: Record<string, unknown> = {};
  expect(probe.polluted).toBeUndefined();
  expect(probe.isAdmin).toBeUndefined();
  expect(probe.role).toBeUndefined();
});
