// The training log works offline once visited: the shell's service worker (shell/src/sw) keeps
// the shell's build, the registry and the training remote's files, and the page opens without a
// network. Only a member who opened the training pages gets the worker.
import type { Browser } from 'playwright-core';
import { baseUrl, createUser, launchBrowser, loginUser, openPage } from '../harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('a member who visited /entrainement reopens it offline: the training screen, not the browser offline page; their session ended elsewhere, the kept reads go', async () => {
  const user = await createUser(baseUrl(), { aiAccess: false, prefix: 'offline' });
  const { page, context } = await openPage(browser, baseUrl());
  await loginUser(context, baseUrl(), user);

  // The public pages register nothing.
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);

  await page.goto('/entrainement');
  await page.getByRole('heading', { name: 'Mes programmes' }).waitFor();
  // The page says when the worker controls it and has kept what it downloaded before it was
  // there (the training remote's entry among them).
  await page
    .getByRole('status')
    .getByText('Prêt hors ligne : ces écrans s’ouvrent aussi sans réseau.')
    .waitFor();
  expect(
    await page.evaluate(async () =>
      Boolean(await caches.match('/remotes/training/mf-manifest.json')),
    ),
  ).toBe(true);
  const cacheNames = await page.evaluate(() => caches.keys());
  expect(cacheNames.filter((name) => name.startsWith('zak-shell-'))).toHaveLength(1);

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Entraînement' }).waitFor();
  await page.getByRole('heading', { name: 'Mes programmes' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/entrainement');
  expect(await page.locator('[data-remote-fallback]').count()).toBe(0);

  // /training, the English address, opens offline too (the same shell page and remote).
  await page.goto('/training');
  await page.getByRole('heading', { name: 'Mes programmes' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/training');

  // Back online, the session has ended without a sign-out here (its cookie gone): the first user
  // check that says so makes the worker forget the member's kept reads; the remote's files stay.
  const keptReads = () =>
    page.evaluate(async () => {
      let reads = 0;
      for (const name of await caches.keys()) {
        if (!name.startsWith('zak-runtime-')) continue;
        const kept = await (await caches.open(name)).keys();
        reads += kept.filter((r) => new URL(r.url).pathname.startsWith('/api/training/')).length;
      }
      return reads;
    });
  expect(await keptReads()).toBeGreaterThan(0);
  await context.setOffline(false);
  await context.clearCookies();
  await page.goto('/', { waitUntil: 'networkidle' });
  // The worker deletes them in the background: read again until they are gone (or 10 s passed).
  for (let tries = 0; tries < 100 && (await keptReads()) > 0; tries += 1) {
    await page.waitForTimeout(100);
  }
  expect(await keptReads()).toBe(0);
  expect(
    await page.evaluate(async () =>
      Boolean(await caches.match('/remotes/training/mf-manifest.json')),
    ),
  ).toBe(true);
  await context.close();
});

test('the worker and the web app manifest are served for the browser to find them', async () => {
  const sw = await fetch(`${baseUrl()}/sw.js`);
  expect([sw.status, sw.headers.get('cache-control')]).toEqual([200, 'no-cache']);
  expect(sw.headers.get('content-type')).toMatch(/javascript/);
  const manifestRes = await fetch(`${baseUrl()}/manifest.webmanifest`);
  expect(manifestRes.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
  const manifest = (await manifestRes.json()) as {
    start_url: string;
    display: string;
    icons: Array<{ src: string; purpose: string }>;
  };
  expect([manifest.start_url, manifest.display]).toEqual(['/entrainement', 'standalone']);
  for (const icon of manifest.icons) {
    const res = await fetch(`${baseUrl()}${icon.src}`);
    expect([icon.src, res.status, res.headers.get('content-type')]).toEqual([
      icon.src,
      200,
      'image/png',
    ]);
  }
  const page = await (await fetch(`${baseUrl()}/entrainement`)).text();
  expect(page).toMatch(/<link rel="?manifest"? href="?\/manifest\.webmanifest"?>/);
});
