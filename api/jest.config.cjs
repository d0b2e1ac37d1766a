// Pure unit tests of the API (no database, no Redis): src/**/*.test.ts.
module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: require('../jest.swc.cjs'),
  testMatch: ['<rootDir>/src/**/*.test.ts'],
};
