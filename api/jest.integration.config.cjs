// The API's tests beyond units, two projects (`--selectProjects` picks one; npm test runs each as
// its own step):
// - api-integration: over HTTP against a real PostgreSQL and Redis (TEST_DATABASE_URL,
//   TEST_REDIS_URL; started here through scripts/lib/services.mjs when unset). Each test file gets
//   its own database and Redis key prefix, so files run in parallel safely.
// - api-embedded: the embedded-mode smoke, the real server (PGlite + memory sessions) booted in a
//   temp DATA_DIR.
const { createNodeJestConfig } = require('../tooling/jest-node.cjs');

module.exports = {
  // Run-wide options (jest reads these for the whole run, not per project).
  maxWorkers: 2,
  testTimeout: 120_000,
  projects: [
    createNodeJestConfig(__dirname, {
      displayName: 'api-integration',
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.cjs',
      globalTeardown: '<rootDir>/test/support/global-teardown.cjs',
    }),
    createNodeJestConfig(__dirname, {
      displayName: 'api-embedded',
      testMatch: ['<rootDir>/test/embedded/**/*.test.ts'],
    }),
  ],
};
