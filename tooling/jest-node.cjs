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
    // otplib's crypto and base32 (@noble/hashes, @scure/base) ship ES modules only: compiled to
    // CommonJS like the tests (Node itself loads them with require(esm)).
    transformIgnorePatterns: ['^(?!.*/node_modules/(@noble|@scure)/).*/node_modules/'],
    moduleNameMapper: { '^@zak/contract$': contractSource },
    ...config,
  };
}

module.exports = { createNodeJestConfig };
