// Component and unit tests of shell: jsdom + @swc/jest (types are checked by tsc).
const { createJestConfig } = require('../shared-ui/federation/jest-config.cjs');

module.exports = createJestConfig(__dirname);
