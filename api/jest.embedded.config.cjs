// Embedded-mode smoke: boots the real server (PGlite + memory sessions) in a temp DATA_DIR.
module.exports = {
  displayName: 'api-embedded',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: require('../jest.swc.cjs'),
  testMatch: ['<rootDir>/test/embedded/**/*.test.ts'],
  testTimeout: 120_000,
  maxWorkers: 1,
};
