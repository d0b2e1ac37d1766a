// The shell learns the remotes' pages and header links from the registry: a remote it was never
// built with (e2e/fixtures/mfe-fixture, a prebuilt container served from its own origin) is
// listed only in the registry (MFE_REGISTRY_EXTRA), and its page and its link appear; a registry
// without one of the built-in remotes leaves the others working.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  REPO_ROOT,
  freePort,
  launchBrowser,
  openPage,
  serveStatic,
  startServer,
  type RunningServer,
} from '../harness';

let browser: Browser;
let site: RunningServer;
let fixtureHost: Server;
let dir: string;

beforeAll(async () => {
  const port = await freePort();
  fixtureHost = await serveStatic(path.join(REPO_ROOT, 'e2e/fixtures/mfe-fixture'), port);
  dir = mkdtempSync(path.join(tmpdir(), 'zak-registry-'));
  const extra = path.join(dir, 'registry-extra.json');
  writeFileSync(
    extra,
    JSON.stringify({
      remotes: {
        fixture: {
          name: 'mfe_fixture',
          entry: `http://127.0.0.1:${port}/remoteEntry.js`,
          routes: ['/essai', '/fixture'],
          layout: 'public',
          nav: {
            label: { fr: 'Essai', en: 'Fixture' },
            path: { fr: '/essai', en: '/fixture' },
            audience: 'visitor',
            order: 5,
          },
        },
      },
    }),
  );
  [browser, site] = await Promise.all([
    launchBrowser(),
    startServer({ MFE_REGISTRY_EXTRA: extra }),
  ]);
  // A second server's start (migrations on a fresh database) beside the other shard's tests.
}, 150_000);
afterAll(async () => {
  await Promise.all([
    browser?.close(),
    site?.stop(),
    new Promise((r) => (fixtureHost ? fixtureHost.close(r) : r(null))),
  ]);
  rmSync(dir, { recursive: true, force: true });
});

/** The fixture's screen (by its heading: the page protections strip test ids in production). */
const fixtureScreen = (page: Page) =>
  page.getByRole('main').getByRole('heading', { name: 'Fixture remote' });

test('a remote listed only in the registry gets its page, in the public layout, and its header link', async () => {
  const { page, context, expectNoConsoleErrors } = await openPage(browser, site.baseUrl);
  await page.goto('/');
  const link = page.getByRole('banner').getByRole('link', { name: 'Essai' });
  await link.click();
  await fixtureScreen(page).waitFor();
  expect(new URL(page.url()).pathname).toBe('/essai');
  expect(await link.getAttribute('aria-current')).toBe('page');

  // Opened directly, the page is a page of the site (200), not the 404 page.
  const res = await page.goto('/fixture');
  expect(res?.status()).toBe(200);
  await fixtureScreen(page).waitFor();
  await page.getByRole('contentinfo').waitFor();
  expectNoConsoleErrors();
  await context.close();
});

test('a registry without the training remote: its pages show the fallback, the others work', async () => {
  const { page, context } = await openPage(browser, site.baseUrl, {
    allowErrors: [/mfe_training|training/],
  });
  await page.route('**/mfe-registry.json', async (route) => {
    const res = await route.fetch();
    const doc = (await res.json()) as { remotes: Record<string, unknown> };
    delete doc.remotes.training;
    await route.fulfill({ response: res, json: doc });
  });
  await page.goto('/training');
  await page.locator('[data-remote-fallback="training"]').waitFor();
  await page.goto('/contact');
  await page.locator('#root h1').first().waitFor();
  expect(await page.locator('[data-remote-fallback]').count()).toBe(0);
  await context.close();
});
