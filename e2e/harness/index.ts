// The e2e harness used by every browser test (see e2e/README.md).
export {
  launchBrowser,
  openPage,
  CHROMIUM_ARGS,
  type TrackedPage,
  type PageOptions,
} from './browser';
export {
  adminApi,
  adminCredentials,
  apiClient,
  createUser,
  loginUser,
  registerUser,
  sendPaymentEvent,
  uniqueUsername,
  type Credentials,
} from './api';
export { serveStatic } from './static';
export { ADMIN, REPO_ROOT, SHOP_URL, freePort, startServer, type RunningServer } from './server';

/** Base URL of the server the global setup started. */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error('E2E_BASE_URL is not set: run through e2e/jest.config.cjs (global setup)');
  return url;
}
export { SEVERE, WCAG_21_AA, axeViolations, type AxeOptions } from './axe';
export { knownTotpKey, nextTotpCode, rememberTotpKey, totpCode } from './second-factor';
