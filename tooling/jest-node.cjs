// Jest config of Node-side tests (the API's, the browser and system suites): @swc/jest
// (jest-swc.cjs), and @zak/contract read from its TypeScript source. Node itself resolves the
// contract to its build (contract/dist, the `node` export), which tests must not wait for.
const path = require('node:path');

const contractSource = path.join(__dirname, '..', 'contract', 'src', 'index.ts');

/**
 * @param {string} rootDir absolute folder the config's paths are relative to
 * @param {import('jest').Config} config the rest (displayName, testMatch, hooks, timeouts...)
 */
function createNodeJestConfig(rootDir, config) {
  return {
    rootDir,
    testEnvironment: 'node',
    transform: require('./jest-swc.cjs'),
    moduleNameMapper: { '^@zak/contract$': contractSource },
    ...config,
  };
}

module.exports = { createNodeJestConfig };
