// Marketing screens through the shell, in real Chromium, against the real API (nothing mocked).
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  baseUrl,
  launchBrowser,
  openPage,
  SHOP_URL,
  sendPaymentEvent,
  uniqueUsername,
  type TrackedPage,
} from '../harness';

let browser: Browser;
let BASE_URL: string;
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

beforeAll(async () => {
  BASE_URL = baseUrl();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

function newPage(options: { mobile?: boolean; locale?: string } = {}): Promise<TrackedPage> {
  return openPage(browser, BASE_URL, {
    viewport: options.mobile ? { width: 375, height: 740 } : { width: 1280, height: 900 },
    locale: options.locale,
  });
}

async function register(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Pas encore de compte ? Créer un compte' }).click();
  await page.getByLabel('Nom d’utilisateur').fill(username);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await page.getByText('Compte créé !').waitFor();
}

async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Nom d’utilisateur').fill(username);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(`${BASE_URL}/`);
}

describe('marketing routes', () => {
  let context: BrowserContext;
  let page: Page;
  let expectNoConsoleErrors: () => void;
  beforeEach(async () => ({ context, page, expectNoConsoleErrors } = await newPage()));
  afterEach(async () => context.close());

  it.each([
    ['/', /Zak IA : l’IA sans censure/],
    ['/zak-ia-info', /Zak IA, le coach qui dit les choses/],
    ['/contact', /Contactez-nous/],
    ['/auth', /Connexion/],
    ['/login', /Connexion/],
    ['/privacy', /Politique de confidentialité/],
  ])('%s renders its screen with one h1 under the shell header', async (path, heading) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(heading);
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.title()).not.toBe('');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    await page.getByRole('link', { name: 'IA (Connexion requise)' }).first().waitFor();
    expectNoConsoleErrors();
  });

  it.each(['/account', '/mon-compte'])('%s sends an anonymous visitor to /auth', async (path) => {
    await page.goto(path);
    await page.waitForURL(`${BASE_URL}/auth`);
    await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
  });

  it('an unknown path shows the 404 page with HTTP status 404', async () => {
    const response = await page.goto('/cette-page-n-existe-pas');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await page.waitForURL(`${BASE_URL}/`);
  });

  it('subscribe buttons open the shop page in a new tab without an opener', async () => {
    await page.goto('/');
    // The app's links (not the page preview's, which it replaces).
    const shopLinks = page.locator('#root a[data-shop-link]');
    await shopLinks.first().waitFor();
    const count = await shopLinks.count();
    expect(count).toBeGreaterThanOrEqual(5);
    for (let i = 0; i < count; i += 1) {
      const link = shopLinks.nth(i);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      // The harness's SHOP_URL, not the built-in default: the configured shop reaches the links.
      expect(await link.getAttribute('href')).toBe(SHOP_URL);
    }
    // The shop is another site: this browser answers for it (the project's API is not mocked).
    await context.route(`${SHOP_URL}**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Shop</title>' }),
    );
    const [popup] = await Promise.all([context.waitForEvent('page'), shopLinks.first().click()]);
    await popup.waitForURL(SHOP_URL);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(page.url()).toBe(`${BASE_URL}/`);
    await popup.close();
  });

  it('/contact#social lands on the social networks section', async () => {
    await page.goto('/contact#social');
    const section = page.locator('#root #social');
    await section.waitFor();
    await page.waitForFunction(() => {
      const top = document.getElementById('social')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < window.innerHeight / 2;
    });
    await expect(
      section.getByRole('heading', { name: 'Réseaux sociaux' }).isVisible(),
    ).resolves.toBe(true);
  });

  it('the FR/EN toggle switches the page language, title and html lang', async () => {
    await page.goto('/contact');
    await page.getByRole('heading', { level: 1, name: 'Contactez-nous' }).waitFor();
    await page.getByRole('button', { name: 'EN' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.title()).toMatch(/Contact/);
  });
});

describe('member journey', () => {
  it('register, then log in, see the dashboard with real data and guides, then log out', async () => {
    const { context, page } = await newPage();
    const username = uniqueUsername('member');
    const password = 'secret-123';
    try {
      await register(page, username, password);
      // Registration switched back to login and cleared the form.
      await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
      expect(await page.getByLabel('Nom d’utilisateur').inputValue()).toBe('');

      await logIn(page, username, password);
      await page.getByRole('link', { name: 'Accès IA' }).first().waitFor();

      // Without AI access yet, the chat sends the member to /auth (the spec's redirect), which
      // now says why, with the subscribe and contact links.
      await page.goto('/ia');
      await page.waitForURL(`${BASE_URL}/auth?acces=pending`);
      const notice = page.getByRole('region', {
        name: 'Votre accès à l’IA n’est pas encore actif',
      });
      await notice
        .getByText(/Déjà abonné \? Contactez-nous et nous activerons votre accès\./)
        .waitFor();
      const noticeShop = await notice
        .getByRole('link', { name: /S’abonner \(4,99 € \/ mois\)/ })
        .getAttribute('href');
      expect(noticeShop?.startsWith(`${SHOP_URL}?`)).toBe(true);
      expect(await notice.getByRole('link', { name: 'Nous contacter' }).getAttribute('href')).toBe(
        '/contact',
      );
      await page.evaluate(AXE_SOURCE);
      const severe = await page.evaluate(async () => {
        type Run = (
          ctx: Document,
        ) => Promise<{ violations: Array<{ id: string; impact: string }> }>;
        const { axe } = window as unknown as { axe: { run: Run } };
        const { violations } = await axe.run(document);
        return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      });
      expect(severe.map((v) => v.id)).toEqual([]);

      await page.goto('/mon-compte');
      await page
        .getByRole('heading', { level: 1, name: new RegExp(`Bienvenue, ${username}`) })
        .waitFor();
      await page.getByText('Mutation en cours... 75%').waitFor();
      await page.getByText('Accès limité - Formule Lite').waitFor();

      // The guides are real PDF files whose true size is shown.
      const guide = page.getByRole('link', { name: /Télécharger Guide Entraînement/ });
      const href = await guide.getAttribute('href');
      const pdf = await page.request.get(href ?? '');
      expect(pdf.status()).toBe(200);
      const body = await pdf.body();
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const shown = `${(body.length / 1024).toFixed(1).replace('.', ',')} Ko`;
      await page.getByText(`PDF · ${shown}`).first().waitFor();

      // Subscribing: the AI card's subscribe link is the shop's page with the member's signed
      // reference; the shop's signed payment event for it turns the card and the chat on, with
      // no administrator involved.
      const subscribe = page.getByRole('link', { name: /S’abonner \(4,99 € \/ mois\)/ });
      const link = new URL((await subscribe.getAttribute('href')) ?? '');
      expect(`${link.origin}${link.pathname}`).toBe(SHOP_URL);
      const reference = link.searchParams.get('client_reference_id') ?? '';
      expect(reference).toMatch(/^zm_[0-9a-f]{32}_[0-9a-f]{24}$/);
      const paid = await sendPaymentEvent(BASE_URL, {
        id: `e2e-${username}`,
        type: 'grant',
        member: { reference },
        periodEnd: new Date(Date.now() + 31 * 86_400_000).toISOString(),
        amount: { cents: 499, currency: 'EUR' },
      });
      expect(paid).toEqual({ status: 200, body: { received: true, result: 'applied' } });
      await page.reload();
      await page.getByText('Accès IA actif').waitFor();
      await page.getByText('Via la boutique').waitFor();
      await page.getByRole('button', { name: 'Lancer l’IA (Version Lite)' }).click();
      await page.waitForURL(`${BASE_URL}/ia`);
      await page.getByRole('textbox', { name: 'Ton message' }).waitFor();
      await page.goto('/mon-compte');

      await page.getByRole('button', { name: 'Se déconnecter' }).click();
      await page.waitForURL(`${BASE_URL}/`);
      await page.getByRole('link', { name: 'IA (Connexion requise)' }).first().waitFor();
      const me = await page.request.get('/api/auth/user');
      expect(me.status()).toBe(401);
    } finally {
      await context.close();
    }
  });

  it('downloads my data, changes my password (session ends), then deletes the account', async () => {
    const { context, page } = await newPage();
    const username = uniqueUsername('gdpr');
    try {
      await register(page, username, 'first-pass');
      await logIn(page, username, 'first-pass');
      await page.goto('/account');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Télécharger mes données' }).click(),
      ]);
      const path = await download.path();
      const data = JSON.parse(readFileSync(path, 'utf8')) as {
        account: { username: string };
        conversations: unknown[];
      };
      expect(data.account.username).toBe(username);
      expect(Array.isArray(data.conversations)).toBe(true);

      await page.getByLabel('Mot de passe actuel').fill('first-pass');
      await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('second-pass');
      await page.getByLabel('Confirmer le nouveau mot de passe').fill('second-pass');
      await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
      await page.waitForURL(`${BASE_URL}/auth`);
      expect((await page.request.get('/api/auth/user')).status()).toBe(401);

      await logIn(page, username, 'second-pass');
      await page.goto('/account');
      await page.getByLabel('Mot de passe pour confirmer').fill('second-pass');
      await page.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
      await page.waitForURL(`${BASE_URL}/`);

      await page.goto('/auth');
      await page.getByLabel('Nom d’utilisateur').fill(username);
      await page.getByLabel('Mot de passe', { exact: true }).fill('second-pass');
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.getByText('Erreur de connexion').waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('one language per screen', () => {
  it("the server's messages follow the screen's language, not the browser's", async () => {
    const username = uniqueUsername('lang');
    // A French screen in an English browser.
    const french = await newPage({ locale: 'en-US' });
    // An English screen in a French browser.
    const english = await newPage({ locale: 'fr-FR' });
    try {
      const fr = french.page;
      await register(fr, username, 'secret-123');
      await fr
        .getByText('Compte créé avec succès. Vous pouvez maintenant vous connecter.')
        .waitFor();
      await fr.getByRole('button', { name: 'Pas encore de compte ? Créer un compte' }).click();
      await fr.getByLabel('Nom d’utilisateur').fill(username);
      await fr.getByLabel('Mot de passe', { exact: true }).fill('secret-123');
      await fr.getByRole('button', { name: 'Créer mon compte' }).click();
      await fr.getByText("Ce nom d'utilisateur est déjà utilisé").waitFor();
      await fr.getByRole('button', { name: 'Déjà un compte ? Se connecter' }).click();
      await fr.getByLabel('Nom d’utilisateur').fill(username);
      await fr.getByLabel('Mot de passe', { exact: true }).fill('wrong-pass');
      await fr.getByRole('button', { name: 'Se connecter' }).click();
      await fr.getByText("Nom d'utilisateur ou mot de passe incorrect.").waitFor();
      expect(await fr.getByText(/already taken|Incorrect username/).count()).toBe(0);

      const en = english.page;
      await en.goto('/auth');
      await en.getByRole('button', { name: 'EN' }).first().click();
      await en.getByRole('button', { name: 'No account yet? Create one' }).click();
      await en.getByLabel('Username').fill(username);
      await en.getByLabel('Password', { exact: true }).fill('secret-123');
      await en.getByRole('button', { name: 'Create my account' }).click();
      await en.getByText('This username is already taken').waitFor();
      await en.getByRole('button', { name: 'Already have an account? Sign in' }).click();
      await en.getByLabel('Username').fill(username);
      await en.getByLabel('Password', { exact: true }).fill('wrong-pass');
      await en.getByRole('button', { name: 'Sign in' }).last().click();
      await en.getByText('Incorrect username or password.').waitFor();
      expect(await en.getByText(/déjà utilisé|mot de passe incorrect/).count()).toBe(0);
    } finally {
      await french.context.close();
      await english.context.close();
    }
  });
});

describe('header', () => {
  it('mobile menu: locks scroll, closes on Escape, overlay click, route change and item pick', async () => {
    const { context, page } = await newPage({ mobile: true });
    const open = () => page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.locator('#mobile-menu');
    const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
    try {
      await page.goto('/contact');
      await page.getByRole('heading', { level: 1, name: 'Contactez-nous' }).waitFor();

      await open();
      await menu.waitFor({ state: 'visible' });
      expect(await bodyOverflow()).toBe('hidden');
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      expect(await bodyOverflow()).not.toBe('hidden');

      await open();
      await menu.waitFor({ state: 'visible' });
      // The overlay is the dimmed strip left of the panel (test ids are stripped by the shell).
      await page.mouse.click(10, 400);
      await menu.waitFor({ state: 'hidden' });

      await open();
      await menu.waitFor({ state: 'visible' });
      await page.evaluate(() => {
        window.history.pushState({}, '', '/zak-ia-info');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await menu.waitFor({ state: 'hidden' });

      await open();
      await menu.waitFor({ state: 'visible' });
      await menu.getByRole('link', { name: 'Compte' }).click();
      await menu.waitFor({ state: 'hidden' });
      await page.waitForURL(`${BASE_URL}/auth`);
      expect(await bodyOverflow()).not.toBe('hidden');
    } finally {
      await context.close();
    }
  });
});
