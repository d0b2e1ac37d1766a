import './global-setup';

export default async function globalTeardown(): Promise<void> {
  await globalThis.__ZAK_E2E_SERVER__?.stop();
  globalThis.__ZAK_E2E_SERVER__ = undefined;
}
