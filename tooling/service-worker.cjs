// The shell's service worker build (shell/src/sw): the files it precaches, its version, and the
// worker itself, compiled apart from the federation build (a worker has no DOM, no shared modules
// and no remotes: the federation plugin has nothing to do in it).
const { createHash } = require('node:crypto');
const { readFileSync, readdirSync, statSync } = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');

/** Files of the shell's build the worker never precaches: maps, licences, build reports, itself. */
const NOT_PRECACHED =
  /\.map$|\.LICENSE\.txt$|^(build-assets|precache-manifest|mf-manifest|mf-manifest-stats|mf-stats)\.json$|^sw\.js$|\.d\.ts$|^@mf-types/;

/** The shell page a navigation falls back to offline (the public pages' frame). */
const OFFLINE_PAGE = '/index.html';

/**
 * Copies `dir` (shell/static: the web app manifest and its icons) into the build's output, as
 * they are (their names are linked from the HTML and the manifest: no hash).
 */
class StaticFilesPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const files = (dir) =>
      readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        return statSync(full).isDirectory() ? files(full) : [full];
      });
    compiler.hooks.thisCompilation.tap('StaticFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StaticFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of files(this.dir)) {
            const name = path.relative(this.dir, file).split(path.sep).join('/');
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new sources.RawSource(readFileSync(file)));
          }
        },
      );
    });
  }
}

/**
 * The precache manifest of a build's files (`name -> contents`): those a page needs, and the
 * version, the hash of their names and contents (the same build gives the same version; any
 * change to a precached file gives a new one).
 */
function precacheManifest(files) {
  const names = [...files.keys()].filter((name) => !NOT_PRECACHED.test(name)).sort();
  const hash = createHash('sha256');
  for (const name of names) {
    hash.update(`${name}\n`);
    hash.update(files.get(name));
  }
  return {
    version: hash.digest('hex').slice(0, 16),
    files: names.map((name) => `/${name}`),
    page: OFFLINE_PAGE,
  };
}

/**
 * Writes precache-manifest.json: every file of this build a page of the shell needs (the HTML,
 * chunks, styles, web app manifest, icons) and the build's version, the hash of their names and
 * contents. The worker embeds it: a new build is a new sw.js, installed beside the old one.
 */
class PrecacheManifestPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecacheManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecacheManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        (assets) => {
          const files = new Map(
            Object.keys(assets).map((name) => [name, compilation.getAsset(name).source.buffer()]),
          );
          const manifest = precacheManifest(files);
          compilation.emitAsset(
            'precache-manifest.json',
            new sources.RawSource(JSON.stringify(manifest, null, 2)),
          );
        },
      );
    });
  }
}

/**
 * The worker's own compilation: shell/src/sw/sw.ts to dist/sw.js (a fixed name: browsers look
 * for updates at the URL they registered), after the shell's (`dependencies`), whose
 * precache-manifest.json it embeds.
 */
function createServiceWorkerConfig({ appDir, after, swcRule }) {
  const manifestFile = path.join(appDir, 'dist', 'precache-manifest.json');
  return {
    name: 'service-worker',
    dependencies: [after],
    mode: 'production',
    context: appDir,
    target: 'webworker',
    entry: { sw: './src/sw/sw.ts' },
    devtool: false,
    output: { path: path.join(appDir, 'dist'), filename: 'sw.js', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [swcRule] },
    plugins: [
      new webpack.DefinePlugin({
        __PRECACHE__: webpack.DefinePlugin.runtimeValue(() => readFileSync(manifestFile, 'utf8'), {
          fileDependencies: [manifestFile],
        }),
      }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = {
  precacheManifest,
  StaticFilesPlugin,
  PrecacheManifestPlugin,
  createServiceWorkerConfig,
  NOT_PRECACHED,
};
