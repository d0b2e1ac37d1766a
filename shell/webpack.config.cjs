// The host: no build-time remotes; they are discovered at run time from /mfe-registry.json.
const path = require('node:path');
const { createWebpackConfig } = require('../tooling/webpack-config.cjs');

module.exports = createWebpackConfig({
  appDir: __dirname,
  name: 'shell',
  host: true,
  title: 'Zak Coaching : coaching IA de musculation',
  runtimePlugins: [path.join(__dirname, 'src/federation/runtime-plugin.ts')],
  // The web app manifest and its icons (linked from the HTML), and the offline worker /sw.js.
  staticDir: path.join(__dirname, 'static'),
  serviceWorker: true,
});
