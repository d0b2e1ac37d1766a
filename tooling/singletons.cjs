// npm installs react 19.2.0 and styled-components inside each workspace while a root copy of
// react (19.3.x, pulled by @testing-library/react) serves the hoisted libraries (react-query,
// react-router, react-toastify). Two Reacts in one bundle or one jsdom break hooks and contexts,
// so every build and every test resolves these packages to the app's own copy.
const path = require('node:path');

const SINGLE_COPY = ['react', 'react-dom', 'styled-components'];

/** { name: absolute package folder } as resolved from the app's folder. */
function singleCopyDirs(appDir) {
  const dirs = {};
  for (const name of SINGLE_COPY) {
    dirs[name] = path.dirname(require.resolve(`${name}/package.json`, { paths: [appDir] }));
  }
  return dirs;
}

module.exports = { SINGLE_COPY, singleCopyDirs };
