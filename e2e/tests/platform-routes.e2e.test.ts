// Every route of the route table renders through the shell, with the right HTTP status, the public
// header/footer on the marketing screens and the full-screen apps elsewhere.
import type { Browser } from 'playwright-core';
import { baseUrl, createUser, launchBrowser, loginUser, openPage } from '../harness';
import { adminCredentials } from '../harness/api';

const MARKETING = [
  '/',
  '/zak-ia-info',
  '/contact',
  '/auth',
  '/login',
  '/account',
  '/mon-compte',
  '/privacy',
  '/mentions-legales',
  '/conditions-generales',
];
const CHAT = ['/ia', '/app/ia', '/acces-ia'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the route table', () => {
  test.each(MARKETING)(
    '%s answers 200 and renders a marketing screen inside the shell',
    async (path) => {
      const { page, context, requests, expectNoConsoleErrors } = await openPage(browser, baseUrl());
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await page.locator('#root h1').first().waitFor();
      expect(requests.some((u) => u.includes('/remotes/marketing/remoteEntry.js'))).toBe(true);
      expect(requests.some((u) => u.includes('/remotes/admin/'))).toBe(false);
      expectNoConsoleErrors();
      await context.close();
    },
  );

  test('an unknown path answers 404 and shows the 404 page with the public header and footer', async () => {
    const { page, context, expectNoConsoleErrors } = await openPage(browser, baseUrl(), {
      allowErrors: [/status of 404/],
    });
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await page.getByText('404 Page Not Found').waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    await page.getByRole('banner').waitFor();
    await page.getByRole('contentinfo').waitFor();
    expectNoConsoleErrors();
    await context.close();
  });

  test.each(CHAT)(
    '%s renders the chat remote full screen for a member with AI access',
    async (path) => {
      const user = await createUser(baseUrl(), { aiAccess: true, prefix: 'chat' });
      const { page, context, requests, expectNoConsoleErrors } = await openPage(browser, baseUrl());
      await loginUser(context, baseUrl(), user);
      // The chat remote starts loading with the page (the shell's early load), often before
      // goto() returns: listen first.
      const chatLoaded = page.waitForResponse((r) => r.url().includes('/remotes/chat/') && r.ok());
      const userAnswered = page.waitForResponse((r) => r.url().endsWith('/api/auth/user'));
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await chatLoaded;
      // Settled: the current user is known (200, with access) and the chat itself is on screen,
      // which the access gate renders only instead of its redirect to /auth.
      expect((await userAnswered).status()).toBe(200);
      await page.getByRole('textbox', { name: 'Ton message' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      // Full-screen app: no public footer.
      expect(await page.getByRole('contentinfo').count()).toBe(0);
      expect(requests.some((u) => u.includes('/remotes/admin/'))).toBe(false);
      expectNoConsoleErrors();
      await context.close();
    },
  );

  test("the member's screens answer 200 on a reload with their title; a header link puts the focus on the screen's heading", async () => {
    const user = await createUser(baseUrl(), { prefix: 'screens' });
    const { page, context, expectNoConsoleErrors } = await openPage(browser, baseUrl());
    await loginUser(context, baseUrl(), user);
    for (const [path, title] of [
      ['/accueil', 'Accueil membre | Zak Coaching'],
      ['/home', 'Accueil membre | Zak Coaching'],
      ['/progress', 'Progression | Zak Coaching'],
      ['/progres', 'Progression | Zak Coaching'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await page.locator('#root h1').first().waitFor();
      await page.waitForFunction((expected) => document.title === expected, title);
    }
    // On a desktop the header links to the member home and the progress screen.
    await page.getByRole('banner').getByRole('link', { name: 'Accueil', exact: true }).click();
    await page.waitForURL('**/accueil');
    await page.getByRole('heading', { level: 1, name: 'Accueil' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await page.title()).toBe('Accueil membre | Zak Coaching');
    expectNoConsoleErrors();
    await context.close();
  });

  test('/admin sends a visitor home without downloading the admin remote', async () => {
    const { page, context, requests, expectNoConsoleErrors } = await openPage(browser, baseUrl());
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('#root h1').first().waitFor();
    expect(requests.some((u) => u.includes('/remotes/admin/'))).toBe(false);
    expectNoConsoleErrors();
    await context.close();
  });

  test('/admin sends a member (not an administrator) home without downloading the admin remote', async () => {
    const user = await createUser(baseUrl(), { aiAccess: true, prefix: 'member' });
    const { page, context, requests, expectNoConsoleErrors } = await openPage(browser, baseUrl());
    await loginUser(context, baseUrl(), user);
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('#root h1').first().waitFor();
    expect(requests.some((u) => u.includes('/remotes/admin/'))).toBe(false);
    expectNoConsoleErrors();
    await context.close();
  });

  test('/admin loads the admin remote for the administrator', async () => {
    const { page, context, expectNoConsoleErrors } = await openPage(browser, baseUrl());
    await loginUser(context, baseUrl(), adminCredentials());
    const adminEntry = page.waitForResponse((r) => r.url().includes('/remotes/admin/') && r.ok());
    await page.goto('/admin');
    await adminEntry;
    expect(new URL(page.url()).pathname).toBe('/admin');
    await page.locator('h1, h2').first().waitFor();
    expectNoConsoleErrors();
    await context.close();
  });
});
