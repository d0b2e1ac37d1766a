// The page preview (shared-ui/src/routes/page-preview.ts): the public pages arrive as HTML that
// paints before the JavaScript, and the app takes over without anything moving or blinking.
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage } from '../harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const HERO_TITLE = "Zak IA : l'IA sans censure pour une transformation extrême";

/** Holds the shell's scripts back until `release` is called (the preview's own script passes). */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/(main|remoteEntry)[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * What the page looked like when its preview told the shell that the entrance was over
 * (shared-ui's PAGE_PREVIEW_SHOWN_EVENT, on which the app's start waits): the preview's hero
 * opacity and whether the info page's splash was still there.
 */
async function recordEntranceOver(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('zak:page-preview-shown', () => {
      const hero = document.querySelector('#page-preview #home-hero-content');
      (window as unknown as { atShown: object }).atShown = {
        heroOpacity: hero ? getComputedStyle(hero).opacity : null,
        splash: document.querySelector('#page-preview #info-splash') !== null,
      };
    });
  });
}
const atShown = (page: Page) =>
  page
    .waitForFunction(() => (window as unknown as { atShown?: object }).atShown)
    .then((handle) => handle.jsonValue());

/** Layout shifts and the largest paints the page reports, from its first frame. */
async function recordPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number; lcp: string[] };
    w.shifts = 0;
    w.lcp = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number }[]) w.shifts += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { element: Element | null }[]) {
        const inPreview = e.element?.closest('#page-preview') ? 'preview' : 'app';
        w.lcp.push(`${inPreview}:${e.element?.tagName ?? ''}`);
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

describe('page preview', () => {
  test('the home page is on screen before the app runs; the app takes over without a shift', async () => {
    const { page, context, expectNoConsoleErrors } = await openPage(browser, baseUrl(), {
      viewport: { width: 412, height: 823 },
    });
    await recordPaints(page);
    await recordEntranceOver(page);
    const release = await holdAppScripts(page);
    await page.goto('/', { waitUntil: 'commit' });

    // Before any of the app's scripts: the hero, faded in by the preview's script.
    const previewTitle = page.locator('#page-preview h1');
    await previewTitle.waitFor();
    await expect(previewTitle.textContent()).resolves.toBe(HERO_TITLE);
    await page.waitForFunction(
      () =>
        getComputedStyle(document.querySelector('#page-preview #home-hero-content')!).opacity ===
        '1',
    );
    // Its links are real links, reachable from the keyboard before the app runs; what needs the
    // app (buttons, forms, the shop links whose address is the run-time configuration's) is inert.
    await page.keyboard.press('Tab');
    await expect(
      page.evaluate(() => document.activeElement?.closest('#page-preview a[href]')?.tagName),
    ).resolves.toBe('A');
    await expect(
      page.locator('#page-preview a[data-shop-link]:not([inert])').count(),
    ).resolves.toBe(0);
    // The app's start waits for the end of the hero's fade, not its first frame.
    await expect(atShown(page)).resolves.toEqual({ heroOpacity: '1', splash: false });

    release();
    await page.locator('#page-preview').waitFor({ state: 'detached' });
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(HERO_TITLE);
    await expect(page.locator('h1').count()).resolves.toBe(1);
    await page.getByRole('button', { name: /menu/i }).waitFor();
    // The hero does not fade in a second time, and nothing moved.
    await expect(
      page.evaluate(() => getComputedStyle(document.getElementById('home-hero-content')!).opacity),
    ).resolves.toBe('1');
    const { shifts, lcp } = await page.evaluate(() => {
      const w = window as unknown as { shifts: number; lcp: string[] };
      return { shifts: w.shifts, lcp: w.lcp };
    });
    expect(shifts).toBeLessThan(0.02);
    // The largest paint is the preview's hero title.
    expect(lcp.at(-1)).toBe('preview:H1');
    expectNoConsoleErrors();
    await context.close();
  });

  test("the preview's links navigate before the app has started; its sign-in form takes no typing", async () => {
    const { page, context, expectNoConsoleErrors } = await openPage(browser, baseUrl());
    // The app's scripts never arrive in this test: what works here works without them.
    await holdAppScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator('#page-preview h1').waitFor();
    await page.locator('#page-preview a[href="/zak-ia-info"]').first().click();
    await page.waitForURL('**/zak-ia-info', { waitUntil: 'commit' });
    await page.locator('#page-preview h1').waitFor();
    await page.locator('#page-preview a[href="/auth"]').first().click();
    await page.waitForURL('**/auth', { waitUntil: 'commit' });
    const form = page.locator('#page-preview form');
    await expect(form.getAttribute('inert')).resolves.toBe('');
    await page.locator('#page-preview input').first().click({ force: true });
    await page.keyboard.type('zak');
    await expect(
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLInputElement>('#page-preview input')].map((i) => i.value),
      ),
    ).resolves.toEqual(['', '']);
    // The app never started: the page is still the served one (its brand bar, its preview).
    await expect(page.locator('#root > .boot-header').count()).resolves.toBe(1);
    expectNoConsoleErrors();
    await context.close();
  });

  test('the info page preview shows its splash, which ends at 750 ms and is not shown again', async () => {
    const { page, context, expectNoConsoleErrors } = await openPage(browser, baseUrl());
    // Recorded by the page itself from its first node: on a busy machine the test's own polling
    // may first look after the 750 ms, when the splash is already gone.
    await page.addInitScript(() => {
      const splash = { shown: false, gone: false };
      (window as unknown as { splash: typeof splash }).splash = splash;
      new MutationObserver(() => {
        const el = document.querySelector('#page-preview #info-splash');
        if (el && getComputedStyle(el).display !== 'none') splash.shown = true;
        if (!el && splash.shown) splash.gone = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await recordEntranceOver(page);
    const release = await holdAppScripts(page);
    await page.goto('/zak-ia-info', { waitUntil: 'commit' });
    await page.waitForFunction(
      () => (window as unknown as { splash: { gone: boolean } }).splash.gone,
    );
    await page.locator('#page-preview h1').waitFor();
    // The app's start waits for the splash's end.
    await expect(atShown(page)).resolves.toEqual({ heroOpacity: null, splash: false });
    release();
    await page.locator('#page-preview').waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(page.locator('#info-splash').count()).resolves.toBe(0);
    expectNoConsoleErrors();
    await context.close();
  });

  test("a legal page's preview is its frame (heading, the text's box); the text arrives without a shift", async () => {
    const { page, context, expectNoConsoleErrors } = await openPage(browser, baseUrl(), {
      viewport: { width: 412, height: 823 },
    });
    await recordPaints(page);
    const release = await holdAppScripts(page);
    await page.goto('/mentions-legales', { waitUntil: 'commit' });
    const previewTitle = page.locator('#page-preview h1');
    await previewTitle.waitFor();
    await expect(previewTitle.textContent()).resolves.toBe('Mentions légales');
    await page.locator('#page-preview [aria-busy="true"]').waitFor();
    const before = await previewTitle.boundingBox();
    release();
    await page.locator('#page-preview').waitFor({ state: 'detached' });
    await page.locator('main [aria-busy="false"]').waitFor();
    const title = page.getByRole('heading', { level: 1, name: 'Mentions légales' });
    expect(await title.boundingBox()).toEqual(before);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
    await expect(
      page.evaluate(() => (window as unknown as { shifts: number }).shifts),
    ).resolves.toBe(0);
    expectNoConsoleErrors();
    await context.close();
  });

  test("the info page's preview lays its six features out as the app does (3 + 3 at 1366 px)", async () => {
    const { page, context } = await openPage(browser, baseUrl(), {
      viewport: { width: 1366, height: 900 },
    });
    const release = await holdAppScripts(page);
    await page.goto('/zak-ia-info', { waitUntil: 'commit' });
    const rows = (root: string) =>
      page
        .locator(`${root} section[aria-labelledby="info-features-title"] li`)
        .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)));
    await page
      .locator('#page-preview section[aria-labelledby="info-features-title"] li')
      .first()
      .waitFor();
    const preview = await rows('#page-preview');
    release();
    await page.locator('#page-preview').waitFor({ state: 'detached' });
    await page.locator('#root section[aria-labelledby="info-features-title"] li').first().waitFor();
    const app = await rows('#root');
    expect(preview).toHaveLength(6);
    // Three columns: the fourth card starts a new row, under the first.
    expect(new Set(preview).size).toBe(3);
    expect(preview[3]).toBe(preview[0]);
    expect(app).toEqual(preview);
    await context.close();
  });

  test('a visitor who chose English does not see the French preview; the page arrives in English', async () => {
    const { page, context, expectNoConsoleErrors } = await openPage(browser, baseUrl());
    await page.addInitScript(() => window.localStorage.setItem('zak-coaching:lang', 'en'));
    const release = await holdAppScripts(page);
    await page.goto('/contact', { waitUntil: 'commit' });
    await page.locator('#page-preview').waitFor({ state: 'attached' });
    await page.waitForFunction(() => document.readyState !== 'loading');
    await expect(page.locator('#page-preview').isHidden()).resolves.toBe(true);
    release();
    await page.locator('#page-preview').waitFor({ state: 'detached' });
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(
      /contact/i,
    );
    expectNoConsoleErrors();
    await context.close();
  });

  test('without JavaScript, the public pages still show their content (hero shown, no splash)', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('#page-preview h1').textContent()).resolves.toBe(HERO_TITLE);
    await expect(
      page.evaluate(() => getComputedStyle(document.getElementById('home-hero-content')!).opacity),
    ).resolves.toBe('1');
    await page.goto('/zak-ia-info');
    await expect(page.locator('#page-preview h1').isVisible()).resolves.toBe(true);
    await expect(page.locator('#info-splash').isVisible()).resolves.toBe(false);
    await context.close();
  });

  test("the member area has no preview (its content is the member's), the sign-in page has one", async () => {
    const account = await (await fetch(`${baseUrl()}/account`)).text();
    expect(account).toMatch(/<div id="?page-preview"?><\/div>/);
    const auth = await (await fetch(`${baseUrl()}/auth`)).text();
    expect(auth).toContain('data-preview-lang="fr"');
    expect(auth).toContain('autoComplete="current-password"');
  });
});
