// Jest global setup: build if needed, start the shared server, publish its URL to the tests.
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
}
