// The platform as a visitor sees it: language persistence, a dead remote's fallback, what the home
// page downloads, and cache headers of the served files.
import type { Browser, Page } from 'playwright-core';
import {
  baseUrl,
  createUser,
  launchBrowser,
  loginUser,
  openPage,
  startServer,
  freePort,
} from '../harness';

/**
 * What a page downloads, apart from the member navigation's probes: a HEAD of a remote's manifest
 * (is it up?) that downloads nothing.
 */
function trackDownloads(page: Page): { downloads: string[]; probes: string[] } {
  const downloads: string[] = [];
  const probes: string[] = [];
  page.on('request', (r) => (r.method() === 'HEAD' ? probes : downloads).push(r.url()));
  return { downloads, probes };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('language', () => {
  test('the FR/EN toggle switches the page to English and the choice survives a reload', async () => {
    const { page, context, expectNoConsoleErrors } = await openPage(browser, baseUrl());
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'IA (Connexion requise)' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('fr');

    await header.getByRole('button', { name: 'EN' }).click();
    await header.getByRole('link', { name: 'AI (Login required)' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await header.getByRole('button', { name: 'EN' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await page.reload();
    await page.getByRole('banner').getByRole('link', { name: 'AI (Login required)' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('zak-coaching:lang'))).toBe('en');
    expectNoConsoleErrors();
    await context.close();
  });
});

describe('what the home page downloads', () => {
  test('a visitor on / loads no chat or admin code and React only from the shell', async () => {
    const { page, context, requests, expectNoConsoleErrors } = await openPage(browser, baseUrl());
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.locator('#root h1').first().waitFor();
    expect(requests.filter((u) => u.includes('/remotes/chat/'))).toEqual([]);
    expect(requests.filter((u) => u.includes('/remotes/admin/'))).toEqual([]);
    expect(requests.filter((u) => u.includes('/remotes/training/'))).toEqual([]);

    // Shared singletons load once: none of marketing's own copies of the shared packages.
    const manifest = (await (
      await fetch(`${baseUrl()}/remotes/marketing/mf-manifest.json`)
    ).json()) as {
      shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
    };
    const sharedFiles = manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]);
    const loadedMarketing = requests
      .filter((u) => u.includes('/remotes/marketing/'))
      .map((u) => u.split('/').pop());
    expect(loadedMarketing.filter((f) => sharedFiles.includes(f ?? ''))).toEqual([]);
    expectNoConsoleErrors();
    await context.close();
  });

  test('a logged-in member browsing the public pages never downloads the admin remote', async () => {
    const user = await createUser(baseUrl(), { aiAccess: false, prefix: 'nochat' });
    const { page, context, expectNoConsoleErrors } = await openPage(browser, baseUrl());
    const { downloads, probes } = trackDownloads(page);
    await loginUser(context, baseUrl(), user);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('banner').getByRole('link', { name: 'Accès IA' }).waitFor();
    await page.goto('/contact', { waitUntil: 'networkidle' });
    expect(downloads.filter((u) => u.includes('/remotes/admin/'))).toEqual([]);
    expect(downloads.filter((u) => u.includes('/remotes/chat/'))).toEqual([]);
    expect(downloads.filter((u) => u.includes('/remotes/training/'))).toEqual([]);
    expect(probes.every((u) => u.endsWith('/mf-manifest.json'))).toBe(true);
    expect(probes.filter((u) => u.includes('/remotes/admin/'))).toEqual([]);
    expectNoConsoleErrors();
    await context.close();
  });

  test('a member opens Entraînement from the header: the training remote loads only then', async () => {
    const user = await createUser(baseUrl(), { aiAccess: false, prefix: 'training' });
    const { page, context } = await openPage(browser, baseUrl());
    const { downloads } = trackDownloads(page);
    await loginUser(context, baseUrl(), user);
    await page.goto('/', { waitUntil: 'networkidle' });
    const link = page.getByRole('banner').getByRole('link', { name: 'Entraînement' });
    await link.waitFor();
    expect(downloads.filter((u) => u.includes('/remotes/training/'))).toEqual([]);
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Entraînement' }).waitFor();
    await page.getByRole('heading', { name: 'Mes programmes' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/entrainement');
    expect(downloads.some((u) => u.includes('/remotes/training/'))).toBe(true);
    await context.close();
  });

  test('a visitor at /training is sent to the sign-in screen', async () => {
    const { page, context } = await openPage(browser, baseUrl());
    await page.goto('/training');
    await page.waitForURL((url) => url.pathname === '/auth');
    await context.close();
  });
});

describe('a remote that cannot be loaded', () => {
  test('shows a bilingual fallback with a retry button while the header, footer and other remotes work', async () => {
    const deadPort = await freePort(); // nothing listens there
    const server = await startServer({
      MFE_MARKETING_URL: `http://127.0.0.1:${deadPort}/mf-manifest.json`,
    });
    try {
      const { page, context, requests, expectNoConsoleErrors } = await openPage(
        browser,
        server.baseUrl,
        {
          allowErrors: [/ERR_CONNECTION_REFUSED/, new RegExp(`127\\.0\\.0\\.1:${deadPort}`)],
        },
      );
      await page.goto('/');
      const fallback = page.getByRole('alert').filter({ hasText: 'momentanément indisponible' });
      await fallback.waitFor();
      await page.getByRole('banner').waitFor();
      await page.getByRole('contentinfo').waitFor();

      // The retry button tries again (still down: the fallback stays, the page keeps working).
      const before = requests.filter((u) => u.includes(`:${deadPort}/`)).length;
      await fallback.getByRole('button', { name: 'Réessayer' }).click();
      await page.getByRole('alert').filter({ hasText: 'momentanément indisponible' }).waitFor();
      expect(requests.filter((u) => u.includes(`:${deadPort}/`)).length).toBeGreaterThan(before);

      // Bilingual: the header's toggle translates the fallback too.
      await page.getByRole('banner').getByRole('button', { name: 'EN' }).click();
      await page.getByRole('alert').filter({ hasText: 'temporarily unavailable' }).waitFor();
      await page.getByRole('alert').getByRole('button', { name: 'Try again' }).waitFor();

      // Another remote still works: the chat for a member with AI access.
      const user = await createUser(server.baseUrl, { aiAccess: true, prefix: 'dead' });
      await loginUser(context, server.baseUrl, user);
      const chatLoaded = page.waitForResponse((r) => r.url().includes('/remotes/chat/') && r.ok());
      const userAnswered = page.waitForResponse((r) => r.url().endsWith('/api/auth/user'));
      await page.goto('/ia');
      await chatLoaded;
      // Settled: the current user is known and the chat is on screen (not its redirect to /auth).
      expect((await userAnswered).status()).toBe(200);
      await page.getByRole('textbox', { name: /^(Ton message|Your message)$/ }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/ia');
      expect(await page.getByText('momentanément indisponible').count()).toBe(0);
      expect(await page.getByText('temporarily unavailable').count()).toBe(0);

      // On a phone, the training screen's tab bar has no tab for the remote that does not answer
      // (asked by a HEAD of its manifest; its pages were never opened in this page's life).
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/training');
      await page.getByRole('heading', { level: 1, name: 'Training' }).waitFor();
      await page.waitForFunction(() => {
        const bar = document.querySelector('nav[aria-label="Member navigation"]');
        const tabs = Array.from(bar?.querySelectorAll('a') ?? [], (a) => a.textContent);
        return tabs.join(',') === 'Training,Coach';
      });
      expectNoConsoleErrors();
      await context.close();
    } finally {
      await server.stop();
    }
  });
});

describe('serving', () => {
  async function head(path: string) {
    const res = await fetch(`${baseUrl()}${path}`);
    await res.arrayBuffer();
    return res;
  }

  test('pages and the registry are never cached; remote entries revalidate; hashed chunks are immutable', async () => {
    for (const path of ['/', '/contact', '/ia', '/admin']) {
      const res = await head(path);
      expect([path, res.status, res.headers.get('cache-control')]).toEqual([path, 200, 'no-store']);
    }
    const unknown = await head('/nope/not-here');
    expect([unknown.status, unknown.headers.get('cache-control')]).toEqual([404, 'no-store']);

    const registryRes = await fetch(`${baseUrl()}/mfe-registry.json`);
    expect(registryRes.headers.get('cache-control')).toBe('no-store');
    const registry = (await registryRes.json()) as {
      remotes: Record<string, { name: string; entry: string }>;
    };
    expect(registry.remotes).toMatchObject({
      marketing: { name: 'mfe_marketing', entry: '/remotes/marketing/mf-manifest.json' },
      chat: { name: 'mfe_chat', entry: '/remotes/chat/mf-manifest.json' },
      admin: { name: 'mfe_admin', entry: '/remotes/admin/mf-manifest.json' },
      training: {
        name: 'mfe_training',
        entry: '/remotes/training/mf-manifest.json',
        routes: ['/entrainement', '/training'],
        nav: { audience: 'member', path: { fr: '/entrainement', en: '/training' } },
      },
    });

    for (const remote of ['marketing', 'chat', 'admin', 'training']) {
      const manifestRes = await fetch(`${baseUrl()}/remotes/${remote}/mf-manifest.json`);
      expect(manifestRes.headers.get('cache-control')).toBe('no-cache');
      const manifest = (await manifestRes.json()) as {
        exposes: Array<{ assets: { js: { sync: string[] } } }>;
      };
      expect((await head(`/remotes/${remote}/remoteEntry.js`)).headers.get('cache-control')).toBe(
        'no-cache',
      );
      const chunk = manifest.exposes[0]?.assets.js.sync[0];
      expect(chunk).toMatch(/\.[0-9a-f]{16,}\.js$/);
      const chunkRes = await head(`/remotes/${remote}/${chunk}`);
      expect([chunkRes.status, chunkRes.headers.get('cache-control')]).toEqual([
        200,
        'public, max-age=31536000, immutable',
      ]);
    }
    const missing = await head('/remotes/chat/missing.0123456789abcdef.js');
    expect(missing.status).toBe(404);
  });
});
