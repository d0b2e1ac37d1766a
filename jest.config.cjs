// Unit and component tests of every workspace that has a jest.config.cjs (no services needed),
// and the tests of the shared tooling (tooling/*.test.ts).
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { createNodeJestConfig } = require('./tooling/jest-node.cjs');

const workspaces = ['shared-ui', 'shell', 'mfe-marketing', 'mfe-chat', 'mfe-admin', 'api'];

module.exports = {
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
