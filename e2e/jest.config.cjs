// Browser end-to-end tests: one server started like `npm start` (built bundles,
// `node api/dist/server.js`, fresh embedded database) for the whole run, Chromium through
// playwright-core. Run: `npx jest -c e2e/jest.config.cjs --runInBand [file]`.
const { createNodeJestConfig } = require('../tooling/jest-node.cjs');

module.exports = createNodeJestConfig(__dirname, {
  displayName: 'e2e',
  testMatch: ['<rootDir>/tests/**/*.e2e.test.ts'],
  globalSetup: '<rootDir>/harness/global-setup.ts',
  globalTeardown: '<rootDir>/harness/global-teardown.ts',
  testTimeout: 90_000,
  maxWorkers: 1,
  // `npm test` runs two shards side by side, balanced by this sequencer (see its header).
  testSequencer: '<rootDir>/harness/sequencer.cjs',
});
