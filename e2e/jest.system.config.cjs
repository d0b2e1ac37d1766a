// System tests of the production topology without Docker: Debian's nginx running
// deploy/nginx/*.conf, several API processes (api/dist/server.js), PostgreSQL and Redis started by
// each test file (scripts/lib/services.mjs), the built bundles (rebuilt first when stale).
// Run: `npm run test:system` (or `npx jest -c e2e/jest.system.config.cjs --runInBand [file]`).
const { createNodeJestConfig } = require('../tooling/jest-node.cjs');
const swc = require('../tooling/jest-swc.cjs');

module.exports = createNodeJestConfig(__dirname, {
  displayName: 'system',
  // scripts/lib/services.mjs is ESM: the same swc transform turns it into CommonJS for jest.
  transform: { '^.+\\.m?[tj]sx?$': Object.values(swc)[0] },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testMatch: ['<rootDir>/system/**/*.system.test.ts'],
  globalSetup: '<rootDir>/system/global-setup.ts',
  testTimeout: 180_000,
  maxWorkers: 1,
});
