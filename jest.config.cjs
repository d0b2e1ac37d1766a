// Unit and component tests of every workspace that has a jest.config.cjs (no services needed),
// and the tests of the shared tooling (tooling/*.test.ts).
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { createNodeJestConfig } = require('./tooling/jest-node.cjs');

const workspaces = [
  'shared-ui',
  'shell',
  'mfe-marketing',
  'mfe-chat',
  'mfe-admin',
  'mfe-training',
  'api',
];

module.exports = {
  // A screen test that types a long message takes a few seconds on two busy cores (the suite runs
  // projects side by side): jest's 5 s default failed one at random (issue 39). A limit, not a
  // measure: no test asserts its own speed.
  testTimeout: 30_000,
  projects: [
    ...workspaces
      .filter((w) => existsSync(join(__dirname, w, 'jest.config.cjs')))
      .map((w) => `<rootDir>/${w}/jest.config.cjs`),
    createNodeJestConfig(join(__dirname, 'tooling'), {
      displayName: 'tooling',
      testMatch: ['<rootDir>/*.test.ts'],
    }),
  ],
};
