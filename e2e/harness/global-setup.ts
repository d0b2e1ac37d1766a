// Jest global setup: build if needed, start the shared server, publish its URL to the tests.
import path from 'node:path';
import { ADMIN, ensureBuilt, startServer, type RunningServer } from './server';

declare global {
  var __ZAK_E2E_SERVER__: RunningServer | undefined;
}

export default async function globalSetup(): Promise<void> {
  ensureBuilt();
  const server = await startServer();
  globalThis.__ZAK_E2E_SERVER__ = server;
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_ADMIN_USERNAME = ADMIN.username;
  process.env.E2E_ADMIN_PASSWORD = ADMIN.password;
  // The administrator's TOTP key once a helper enrolled it (harness/second-factor).
  process.env.E2E_TOTP_STATE = path.join(server.dataDir, 'e2e-totp.json');
}
