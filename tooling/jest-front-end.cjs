// Jest config of a front-end workspace: jsdom, @swc/jest (jest-swc.cjs), @testing-library/jest-dom
// and the browser APIs jsdom lacks (jest-setup.cjs), one copy of react / react-dom /
// styled-components (singletons.cjs).
const path = require('node:path');
const { singleCopyDirs } = require('./singletons.cjs');

/**
 * @param {string} appDir absolute folder of the workspace
 * @param {{ setupFiles?: string[] }} [options] extra setup files (after jest-dom)
 */
function createJestConfig(appDir, options = {}) {
  const moduleNameMapper = {};
  for (const [name, dir] of Object.entries(singleCopyDirs(appDir))) {
    const escaped = name.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');
    moduleNameMapper[`^${escaped}$`] = dir;
    moduleNameMapper[`^${escaped}/(.*)$`] = `${dir}/$1`;
  }
  // The contract's TypeScript source (jest would otherwise take its Node build, contract/dist,
  // which the unit step runs before).
  moduleNameMapper['^@zak/contract$'] = path.join(__dirname, '..', 'contract', 'src', 'index.ts');
  return {
    displayName: path.basename(appDir),
    rootDir: appDir,
    testEnvironment: 'jsdom',
    transform: require('./jest-swc.cjs'),
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs'), ...(options.setupFiles ?? [])],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    moduleNameMapper,
  };
}

module.exports = { createJestConfig };
