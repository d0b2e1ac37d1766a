// Component and unit tests of mfe-chat: jsdom + @swc/jest (types are checked by tsc).
const { createJestConfig } = require('../tooling/jest-front-end.cjs');

module.exports = createJestConfig(__dirname);
