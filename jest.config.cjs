// Unit and component tests of every workspace that has a jest.config.cjs (no services needed).
const { existsSync } = require('node:fs');
const { join } = require('node:path');

const workspaces = ['shared-ui', 'shell', 'mfe-marketing', 'mfe-chat', 'mfe-admin', 'api'];

module.exports = {
  projects: workspaces
    .filter((w) => existsSync(join(__dirname, w, 'jest.config.cjs')))
    .map((w) => `<rootDir>/${w}/jest.config.cjs`),
};
