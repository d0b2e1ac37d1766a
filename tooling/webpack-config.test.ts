// The shell's build is the same for the same sources: the federation plugin's `sharedFallback` map
// (tooling/webpack-config.cjs, StableSharedFallbackPlugin) is written in one order whatever order
// its tree-shaken builds finished in, so the offline worker sees no new version.
import { createRequire } from 'node:module';

const requireCjs = createRequire(__filename);
const { StableSharedFallbackPlugin } = requireCjs('./webpack-config.cjs') as {
  StableSharedFallbackPlugin: new () => { apply: (compiler: unknown) => void };
};

type Assets = Record<string, string[][]>;
type RuntimeModule = { name: string; buildAssets?: Assets };

/** The plugin applied to a compiler whose compilation then adds `module` as webpack does. */
function added(module: RuntimeModule): RuntimeModule {
  let onRuntimeModule: (m: RuntimeModule) => void = () => {};
  const compilation = {
    hooks: {
      runtimeModule: { tap: (_: string, fn: typeof onRuntimeModule) => (onRuntimeModule = fn) },
    },
  };
  const compiler = {
    hooks: { thisCompilation: { tap: (_: string, fn: (c: unknown) => void) => fn(compilation) } },
  };
  new StableSharedFallbackPlugin().apply(compiler);
  onRuntimeModule(module);
  return module;
}

const router = [
  'independent-packages/react_router/7.18.5/share-entry.js',
  '7.18.5',
  'shell_f_react_router',
];
const dom = [
  'independent-packages/react_router_dom/7.18.5/share-entry.js',
  '7.18.5',
  'shell_f_react_router_dom',
];
const older = [
  'independent-packages/react_router/7.1.0/share-entry.js',
  '7.1.0',
  'shell_f_react_router_old',
];

test('the shared fallbacks come out in one order whatever order their builds finished in', () => {
  const one = added({
    name: 'shared-fallback',
    buildAssets: { 'react-router-dom': [dom], 'react-router': [router, older] },
  });
  const other = added({
    name: 'shared-fallback',
    buildAssets: { 'react-router': [older, router], 'react-router-dom': [dom] },
  });
  expect(JSON.stringify(one.buildAssets)).toBe(JSON.stringify(other.buildAssets));
  expect(Object.keys(one.buildAssets!)).toEqual(['react-router', 'react-router-dom']);
  expect(one.buildAssets!['react-router']).toEqual([older, router]);
});

test('other runtime modules are left as they are', () => {
  const assets = { b: [dom], a: [router] };
  expect(added({ name: 'federation-runtime', buildAssets: assets }).buildAssets).toBe(assets);
});
