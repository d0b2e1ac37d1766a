// Component and unit tests of mfe-training: jsdom + @swc/jest (types are checked by tsc).
const { createJestConfig } = require('../tooling/jest-front-end.cjs');

module.exports = createJestConfig(__dirname);
