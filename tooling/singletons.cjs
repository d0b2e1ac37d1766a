// npm may install a package both at the root and inside a workspace (today styled-components lives
// in each front end's node_modules; react and react-dom are hoisted, and a dependency asking for
// another React version would bring a second copy). Two Reacts or two styled-components in one
// bundle or one jsdom break hooks, contexts and themes, so every build and every test resolves
// these packages to the copy the app itself resolves.
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
