// API integration tests over HTTP against a real PostgreSQL and Redis (TEST_DATABASE_URL,
// TEST_REDIS_URL; started here through scripts/lib/services.mjs when unset). Each test file gets
// its own database and Redis key prefix, so files run in parallel safely.
module.exports = {
  displayName: 'api-integration',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: require('../jest.swc.cjs'),
  testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.cjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.cjs',
  testTimeout: 60_000,
  maxWorkers: 2,
};
