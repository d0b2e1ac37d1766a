// Tests of the Kubernetes manifests without a cluster (README "Kubernetes"): every overlay under
// deploy/kubernetes rendered with `kubectl kustomize` (KUBECTL, default `kubectl`; npm test skips
// this step with a message when kubectl with Kustomize 5+ is missing), every object validated
// against the Kubernetes schemas (kubernetes-models), and what the rendered objects promise.
const { createNodeJestConfig } = require('../tooling/jest-node.cjs');

module.exports = createNodeJestConfig(__dirname, {
  displayName: 'deploy',
  testMatch: ['<rootDir>/deploy/**/*.test.ts'],
  testTimeout: 60_000,
});
