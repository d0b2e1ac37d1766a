// Tests of the Kubernetes manifests without a cluster (README "Kubernetes"): every overlay under
// deploy/kubernetes rendered with `kubectl kustomize` (KUBECTL, default `kubectl`; npm test skips
// this step with a message when kubectl with Kustomize 5+ is missing), every object validated
// against the Kubernetes schemas (kubernetes-models), and what the rendered objects promise.
module.exports = {
  displayName: 'deploy',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: require('../jest.swc.cjs'),
  testMatch: ['<rootDir>/deploy/**/*.test.ts'],
  testTimeout: 60_000,
};
