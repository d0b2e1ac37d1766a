// Pure unit tests of the API (no database, no Redis): src/**/*.test.ts.
const { createNodeJestConfig } = require('../tooling/jest-node.cjs');

module.exports = createNodeJestConfig(__dirname, {
  displayName: 'api',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
});
