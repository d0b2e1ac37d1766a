// One webpack config factory for the shell and the three remotes (module federation, swc, hashed
// chunks, manifest, generated types). Each app's webpack.config.cjs is a few lines calling it.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedFor } = require('./federation-shared.cjs');
const { singleCopyDirs } = require('./singletons.cjs');
const {
  PrecacheManifestPlugin,
  StaticFilesPlugin,
  createServiceWorkerConfig,
} = require('./service-worker.cjs');

const repoRoot = path.resolve(__dirname, '..');

/** Writes dist/build-assets.json: the JS files of this build (old hashed chunks stay on disk for
 * open tabs, so the folder alone does not say what the current build is). */
class BuildAssetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'BuildAssetsPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        (assets) => {
          const js = Object.keys(assets)
            .filter((name) => name.endsWith('.js'))
            .sort();
          const json = JSON.stringify({ js }, null, 2);
          compilation.emitAsset('build-assets.json', new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
}

/**
 * The federation plugin's `sharedFallback` map (the tree-shaken builds of the shared routers, in the
 * host's main.js) in a fixed order: the plugin fills it in the order those builds finish, so two
 * builds of the same sources could differ and the shell's worker would offer a new version.
 */
class StableSharedFallbackPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StableSharedFallbackPlugin', (compilation) => {
      compilation.hooks.runtimeModule.tap('StableSharedFallbackPlugin', (module) => {
        if (module.name !== 'shared-fallback' || !module.buildAssets) return;
        module.buildAssets = sortedSharedFallback(module.buildAssets);
      });
    });
  }
}

/** `{ share: [[file, version, global], ...] }` with its keys and each list in order. */
function sortedSharedFallback(buildAssets) {
  const byText = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
  return Object.fromEntries(
    Object.keys(buildAssets)
      .sort(byText)
      .map((share) => [share, [...buildAssets[share]].sort((a, b) => byText(a.join(), b.join()))]),
  );
}

/** V8's explicit compile hint (Chrome 136+), as the first line of a script. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Starts every production script with V8's compile hint: V8 then compiles all of the script's
 * functions while it streams the script in, on a background thread, instead of compiling each one
 * on the main thread the first time it is called (a webpack chunk is a list of module functions,
 * each compiled when the module is first required: the federation runtime, react-dom,
 * styled-components and the screens' code were compiled inside the start-up's tasks). Browsers
 * without the hint read a comment. Added after minification (a minifier drops comments) and before
 * the source maps, whose lines follow it; the content hashes are computed on the final files.
 */
class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!name.endsWith('.js')) continue;
            compilation.updateAsset(
              name,
              (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source),
            );
          }
        },
      );
    });
  }
}

/** What every first screen of the shell runs: its bootstrap chunk, shared-ui and the shared
 * libraries the header and router need (react-toastify is not here: it loads with the first toast). */
const STARTUP_MODULES = [
  /[\\/]shell[\\/]src[\\/]bootstrap\.tsx$/,
  /[\\/]shared-ui[\\/]src[\\/]index\.ts$/,
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/]react-query|@tanstack[\\/]query-core|styled-components|stylis)[\\/]/,
];

function moduleResources(module) {
  if (module.modules) return module.modules.flatMap(moduleResources);
  return module.resource ? [module.resource] : [];
}

/**
 * Adds `<link rel="preload" as="script">` to the shell's app.html for the chunks every first screen
 * needs, so they download alongside main.js instead of after it has run and asked for them.
 * Chunks whose modules another chunk repeats (one package under two share keys) are left out: the
 * federation runtime picks one of them at run time and a preload of the other would be wasted.
 */
class PreloadStartupChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartupChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadStartupChunksPlugin',
        (data) => {
          // Only the full-screen apps' page (app.html): their first screen is drawn by the
          // JavaScript. index.html paints the page preview first, and its scripts wait for it
          // (shared-ui page-preview.ts): a chunk fetched before the preview is shown would only
          // compete with it for the network.
          if (data.plugin.options.filename !== 'app.html') return data;
          const byContent = new Map();
          for (const chunk of compilation.chunks) {
            if (chunk.name === 'main') continue;
            const resources = [...compilation.chunkGraph.getChunkModulesIterable(chunk)]
              .flatMap(moduleResources)
              .sort();
            if (!resources.some((r) => STARTUP_MODULES.some((re) => re.test(r)))) continue;
            const key = resources.join('\n');
            byContent.set(key, [...(byContent.get(key) ?? []), chunk]);
          }
          const files = [...byContent.values()]
            .filter((chunks) => chunks.length === 1)
            .flatMap(([chunk]) => [...chunk.files].filter((f) => f.endsWith('.js')))
            .sort();
          const publicPath = compilation.outputOptions.publicPath;
          data.headTags.push(
            ...files.map((file) =>
              HtmlWebpackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                as: 'script',
                href: `${publicPath}${file}`,
              }),
            ),
          );
          return data;
        },
      );
    });
  }
}

/** Dev-server ports of `npm run dev` (the API stays on 3000). */
const DEV_PORTS = {
  shell: 3001,
  mfe_marketing: 3002,
  mfe_chat: 3003,
  mfe_admin: 3004,
  mfe_training: 3005,
};

const swcRule = (isDev) => ({
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: isDev, refresh: false } },
        target: 'es2020',
      },
    },
  },
});

/**
 * @param {object} o
 * @param {string} o.appDir absolute folder of the app
 * @param {string} o.name federation name (a JS identifier: shell, mfe_marketing, ...)
 * @param {Record<string,string>} [o.exposes] remotes only
 * @param {boolean} [o.host] the shell: no exposes, absolute publicPath, runtime plugin
 * @param {string[]} [o.runtimePlugins] absolute paths of federation runtime plugins
 * @param {string} [o.title] html title of the generated page
 * @param {string} [o.staticDir] the shell: files copied as they are (web app manifest, icons)
 * @param {boolean} [o.serviceWorker] the shell: builds dist/sw.js after it (production only)
 */
function createWebpackConfig(o) {
  const app = createAppConfig(o);
  return (env, argv = {}) => {
    const isDev = argv.mode === 'development' || process.env.NODE_ENV === 'development';
    const config = app(env, argv);
    if (isDev || !o.serviceWorker) return config;
    // The worker's compilation runs after the app's, whose precache manifest it embeds.
    return [
      { ...config, name: o.name },
      createServiceWorkerConfig({ appDir: o.appDir, after: o.name, swcRule: swcRule(false) }),
    ];
  };
}

/** One app's webpack config. */
function createAppConfig(o) {
  return (_env, argv = {}) => {
    const isDev = argv.mode === 'development' || process.env.NODE_ENV === 'development';
    const port = DEV_PORTS[o.name];
    return {
      mode: isDev ? 'development' : 'production',
      context: o.appDir,
      entry: { main: './src/index.ts' },
      devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
      target: 'web',
      output: {
        path: path.join(o.appDir, 'dist'),
        // The shell's index.html is served for deep routes (/app/ia): its scripts need absolute
        // URLs. Remotes are served from wherever the registry says: 'auto' finds their base.
        publicPath: o.host ? '/' : 'auto',
        uniqueName: o.name,
        filename: isDev ? '[name].js' : '[name].[contenthash].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash].js',
        assetModuleFilename: 'assets/[name].[contenthash][ext]',
        // Keep previous hashed chunks on redeploy so open tabs keep working.
        clean: false,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
        // TypeScript's ESM-style imports ('./x.js' pointing at x.ts).
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        // One copy of react, react-dom and styled-components per bundle (see singletons.cjs).
        alias: singleCopyDirs(o.appDir),
      },
      module: { rules: [swcRule(isDev)] },
      optimization: isDev
        ? {}
        : {
            moduleIds: 'deterministic',
            chunkIds: 'deterministic',
            // JavaScript through swc's minifier (@swc/core, already the compiler) instead of
            // webpack's default terser: the same output within 1 % (smaller), half the build time
            // (see README, Dependencies). Webpack's default minimizer ('...') keeps the HTML pages
            // (index.html, app.html) and their inline CSS; JavaScript is taken from it.
            minimizeOptions: { javascript: false },
            minimizer: ['...', new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
          },
      performance: { hints: false },
      plugins: [
        // Page start-up protections (shell/src/startup/protections.ts) are on in production builds; a developer
        // turns them off with PAGE_PROTECTIONS=off at build time (dev servers: off).
        new webpack.DefinePlugin({
          __PAGE_PROTECTIONS__: JSON.stringify(!isDev && process.env.PAGE_PROTECTIONS !== 'off'),
          // The shell registers its service worker in production builds only (shell/src/sw).
          __SERVICE_WORKER__: JSON.stringify(!isDev && Boolean(o.serviceWorker)),
        }),
        new ModuleFederationPlugin({
          name: o.name,
          ...(o.exposes ? { filename: 'remoteEntry.js', exposes: o.exposes } : {}),
          shared: sharedFor(o.appDir),
          shareStrategy: 'loaded-first',
          // The host's manifest lists its shared chunks (scripts/check-bundle.mjs reads it).
          manifest: { fileName: 'mf-manifest.json' },
          runtimePlugins: o.runtimePlugins ?? [],
          // Browser-only runtime: drops the federation runtime's Node loaders. Remotes load no
          // remotes of their own, so their remoteEntry leaves out the remote-loading code.
          // Production remotes use the shell's runtime-core (`_FEDERATION_RUNTIME_CORE`, put on
          // the page by shell/src/federation/runtime-plugin.ts) instead of evaluating a copy of
          // their own: their remoteEntry.js was the longest task of a public page's start. The dev
          // servers keep their own copy (a remote's standalone page has no shell).
          experiments: {
            optimization: { target: 'web', ...(o.exposes ? { disableRemote: true } : {}) },
            ...(o.exposes && !isDev ? { externalRuntime: true } : {}),
          },
          // Generated types of a remote (ARCHITECTURE: `dts`). MF_DTS=off skips them for a build of
          // the JavaScript alone (the browser suite's redeploy test: types change nothing it serves).
          dts:
            o.exposes && process.env.MF_DTS !== 'off'
              ? {
                  generateTypes: { compilerInstance: 'tsc', extractThirdParty: false },
                  consumeTypes: false,
                  tsConfigPath: path.join(o.appDir, 'tsconfig.json'),
                }
              : false,
          dev: isDev ? { disableLiveReload: true, disableDynamicRemoteTypeHints: true } : false,
        }),
        new StableSharedFallbackPlugin(),
        new BuildAssetsPlugin(),
        ...(o.staticDir ? [new StaticFilesPlugin(o.staticDir)] : []),
        ...(o.serviceWorker && !isDev ? [new PrecacheManifestPlugin()] : []),
        ...(isDev ? [] : [new CompileHintsPlugin()]),
        ...(o.host && !isDev ? [new PreloadStartupChunksPlugin()] : []),
        // A remote's page is its standalone dev mount; the shell's is the site. The shell's
        // index.html (marketing screens) paints the public header's brand bar before any script
        // runs; app.html (chat and admin, full screen with their own header) has none. The server
        // picks one per route (api/src/modules/web, deploy/nginx/shell.conf).
        ...(o.host
          ? [
              ['index.html', true],
              ['app.html', false],
            ]
          : [['index.html', false]]
        ).map(
          ([filename, bootHeader]) =>
            new HtmlWebpackPlugin({
              template: path.join(__dirname, 'index.html'),
              title: o.title ?? 'Zak Coaching',
              bootHeader,
              // The shell's pages preload the registry (REGISTRY_URL in
              // shell/src/federation/registry-document.ts); a remote's standalone page has none.
              registryUrl: o.host ? '/mfe-registry.json' : undefined,
              filename,
              inject: 'body',
              scriptLoading: 'defer',
              chunks: ['main'],
            }),
        ),
      ],
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: false,
        client: { overlay: { warnings: false, errors: true } },
        proxy: [
          {
            context: ['/api', '/mfe-registry.json'],
            target: `http://localhost:${process.env.PORT || 3000}`,
          },
        ],
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createWebpackConfig, DEV_PORTS, repoRoot, StableSharedFallbackPlugin };
