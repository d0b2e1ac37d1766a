// The first-load budget of / applies to what the browser downloads: the JavaScript response
// bodies (compressed as served) of a first visit in a fresh profile. scripts/check-bundle.mjs
// checks a proxy of it at build time (the build's files gzipped on disk); this is the number.
import type { Browser, Request } from 'playwright-core';
import { baseUrl, launchBrowser, openPage } from '../harness';

/** 200 KB of JavaScript for the first load of / (ARCHITECTURE.md "Budgets"). */
const FIRST_LOAD_BUDGET_BYTES = 200 * 1024;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('the first load of / downloads at most 200 KB of JavaScript (compressed bodies as received), each script starting with the compile hint', async () => {
  const { page, context, expectNoConsoleErrors } = await openPage(browser, baseUrl());
  const finished: Request[] = [];
  page.on('requestfinished', (req) => finished.push(req));
  await page.goto('/', { waitUntil: 'networkidle' });
  // The app's own screen is up (not only the page preview).
  await page.locator('#root a[data-shop-link]').first().waitFor();
  let bytes = 0;
  const scripts: string[] = [];
  const withoutHint: string[] = [];
  // The member navigation (issue #38) is a chunk a visitor never downloads.
  const memberNav: string[] = [];
  for (const req of finished) {
    if (req.resourceType() !== 'script') continue;
    const sizes = await req.sizes();
    bytes += sizes.responseBodySize;
    const { pathname } = new URL(req.url());
    scripts.push(`${(sizes.responseBodySize / 1024).toFixed(1)} KB ${pathname}`);
    // The builds' scripts start with V8's compile hint (CompileHintsPlugin in
    // tooling/webpack-config.cjs): compiled in the background while they download. The preview's
    // small boot script is written by the prerender, not by webpack.
    const body = (await (await req.response())?.text()) ?? '';
    if (!pathname.includes('/prerender/') && !body.startsWith('//# allFunctionsCalledOnLoad\n'))
      withoutHint.push(pathname);
    if (body.includes('data-member-tab')) memberNav.push(pathname);
  }
  process.stdout.write(
    `first load of /: ${(bytes / 1024).toFixed(1)} KB of JavaScript received (${scripts.length} scripts)\n`,
  );
  expect(scripts.length).toBeGreaterThan(0);
  expect(bytes).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  expect(withoutHint).toEqual([]);
  expect(memberNav).toEqual([]);
  expectNoConsoleErrors();
  await context.close();
});

test("the page's HTML preloads the registry, and the app uses that download instead of a second", async () => {
  const { page, context, requests, expectNoConsoleErrors } = await openPage(browser, baseUrl());
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  // The app's own screen is up: it read the registry to load the marketing remote.
  await page.locator('#root a[data-shop-link]').first().waitFor();
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  expect(preloaded).toEqual(['/mfe-registry.json']);
  // One download: a preload the app's request did not match (another credentials mode, another
  // address) would be a second request and a console warning.
  expect(requests.filter((url) => new URL(url).pathname === '/mfe-registry.json')).toHaveLength(1);
  expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
  expectNoConsoleErrors();
  await context.close();
  // The full-screen apps' page (chat, admin) preloads it too.
  const appHtml = await (await fetch(`${baseUrl()}/ia`)).text();
  expect(appHtml).toContain(
    '<link rel=preload href=/mfe-registry.json as=fetch crossorigin=anonymous>',
  );
});
