// The ONE shared-dependency map of the suite, used by every webpack config (shell and remotes).
// Every entry is a singleton: two Reacts, two routers, two QueryClients' contexts, two
// styled-components instances or two toast stores in one page are bugs, not features.
// `requiredVersion` comes from the consuming app's package.json, so a remote built against a
// different major fails loudly in the console instead of rendering with the wrong copy.
const path = require('node:path');

/** Packages every app shares. A key ending in "/" shares the package's subpaths too
 * (react/jsx-runtime, react-dom/client). */
const SHARED_PACKAGES = [
  'react',
  'react/',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'styled-components',
  'react-toastify',
  'shared-ui',
];

/**
 * The part of react-router the suite shares: its declarative (component) API. Both router keys are
 * shared tree-shaken down to these exports, so the first load carries ~14 KB of router instead of
 * ~60 KB (gzipped). Every app is built with the same list, so the copy the shell provides has what
 * each remote needs. An import outside this list fails
 * `shared-ui/src/routes/router-exports.test.ts`: add it here and rebuild the shell before the
 * remote that uses it ships.
 */
const ROUTER_EXPORTS = [
  'BrowserRouter',
  'MemoryRouter',
  'Routes',
  'Route',
  'Navigate',
  'Outlet',
  'Link',
  'NavLink',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
  'useMatch',
  'useHref',
  'useInRouterContext',
  'useResolvedPath',
  'matchPath',
  'generatePath',
  'createSearchParams',
];
const TREE_SHAKEN = {
  'react-router': ROUTER_EXPORTS,
  'react-router-dom': ROUTER_EXPORTS,
};

function installedVersion(name, fromDir) {
  const pkgPath = require.resolve(`${name}/package.json`, { paths: [fromDir] });
  return require(pkgPath).version;
}

/**
 * The `shared` option of ModuleFederationPlugin for the app whose folder is `appDir`.
 * @param {string} appDir absolute path of the app (holds its package.json)
 */
function sharedFor(appDir) {
  const pkg = require(path.join(appDir, 'package.json'));
  const deps = { ...pkg.dependencies, ...pkg.peerDependencies };
  const shared = {};
  for (const key of SHARED_PACKAGES) {
    // 'react/' and 'react/jsx-runtime' take react's version; subpaths are listed explicitly too
    // so the manifest records them as singletons.
    const name = key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : key.split('/')[0];
    const requiredVersion = deps[name] ?? installedVersion(name, appDir);
    shared[key] = { singleton: true, requiredVersion, strictVersion: false };
    if (TREE_SHAKEN[key]) {
      shared[key].treeShaking = { mode: 'runtime-infer', usedExports: TREE_SHAKEN[key] };
    }
  }
  return shared;
}

module.exports = { SHARED_PACKAGES, ROUTER_EXPORTS, sharedFor };
