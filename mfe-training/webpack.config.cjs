// Remote mfe_training: built and deployed on its own; the shell finds it through /mfe-registry.json.
const { createWebpackConfig } = require('../tooling/webpack-config.cjs');

module.exports = createWebpackConfig({
  appDir: __dirname,
  name: 'mfe_training',
  exposes: { './App': './src/app/app.tsx' },
  title: 'Zak Coaching — mfe-training (standalone)',
});
