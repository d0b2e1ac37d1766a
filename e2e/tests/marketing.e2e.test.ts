// Marketing screens through the shell, in real Chromium, against the real API (nothing mocked).
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  ADMIN,
  SEVERE,
  adminApi,
  axeViolations,
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

beforeAll(async () => {
  BASE_URL = baseUrl();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

function newPage(
  options: { mobile?: boolean; locale?: string; viewport?: { width: number; height: number } } = {},
): Promise<TrackedPage> {
  return openPage(browser, BASE_URL, {
    viewport:
      options.viewport ??
      (options.mobile ? { width: 375, height: 740 } : { width: 1280, height: 900 }),
    locale: options.locale,
  });
}

async function register(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Pas encore de compte ? Créer un compte' }).click();
  await page.getByLabel("Nom d'utilisateur").fill(username);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await tickConsent(page);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await page.getByText('Compte créé !').waitFor();
}

/** The sign-up form's two boxes: 18 or over, the terms and the privacy policy. */
async function tickConsent(page: Page, lang: 'fr' | 'en' = 'fr'): Promise<void> {
  await page
    .getByRole('checkbox', { name: lang === 'fr' ? "J'ai 18 ans ou plus." : 'I am 18 or over.' })
    .check();
  await page
    .getByRole('checkbox', {
      name: lang === 'fr' ? /J'accepte les conditions/ : /I accept the terms/,
    })
    .check();
}

async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel("Nom d'utilisateur").fill(username);
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
    ['/', /Zak IA : l'IA sans censure/],
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
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
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
      expect(await page.getByLabel("Nom d'utilisateur").inputValue()).toBe('');

      await logIn(page, username, password);
      await page.getByRole('link', { name: 'Accès IA' }).first().waitFor();

      // Without AI access yet, the chat sends the member to /auth (the spec's redirect), which
      // now says why, with the subscribe and contact links.
      await page.goto('/ia');
      await page.waitForURL(`${BASE_URL}/auth?acces=pending`);
      const notice = page.getByRole('region', {
        name: "Votre accès à l'IA n'est pas encore actif",
      });
      await notice
        .getByText(/Déjà abonné \? Contactez-nous et nous activerons votre accès\./)
        .waitFor();
      const noticeShop = await notice
        .getByRole('link', { name: /S'abonner \(4,99 € \/ mois\)/ })
        .getAttribute('href');
      expect(noticeShop?.startsWith(`${SHOP_URL}?`)).toBe(true);
      expect(await notice.getByRole('link', { name: 'Nous contacter' }).getAttribute('href')).toBe(
        '/contact',
      );
      // Signed in already: no sign-in form, a way to the account instead.
      expect(await page.getByRole('button', { name: 'Se connecter' }).count()).toBe(0);
      await page.getByRole('link', { name: 'Aller à mon espace' }).waitFor();
      expect(await axeViolations(page, { impacts: SEVERE })).toEqual([]);

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
      const subscribe = page.getByRole('link', { name: /S'abonner \(4,99 € \/ mois\)/ });
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
      await page.getByRole('button', { name: "Lancer l'IA (Version Lite)" }).click();
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
      await page.getByLabel("Nom d'utilisateur").fill(username);
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
      await fr.getByText('Vous pouvez maintenant vous connecter.').waitFor();
      await fr.getByRole('button', { name: 'Pas encore de compte ? Créer un compte' }).click();
      await fr.getByLabel("Nom d'utilisateur").fill(username);
      await fr.getByLabel('Mot de passe', { exact: true }).fill('secret-123');
      await tickConsent(fr);
      await fr.getByRole('button', { name: 'Créer mon compte' }).click();
      await fr.getByText("Ce nom d'utilisateur est déjà utilisé").waitFor();
      await fr.getByRole('button', { name: 'Déjà un compte ? Se connecter' }).click();
      await fr.getByLabel("Nom d'utilisateur").fill(username);
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
      await tickConsent(en, 'en');
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

describe('legal pages', () => {
  type Texts = Record<'legal-notice' | 'terms', { fr: string; en: string }>;
  const NOTICE_FR =
    '# Éditeur du site\n\nZak Coaching, **SAS** au capital de 1 000 €.\n\n<script>window.__pwned = true</script>\n\n- Hébergeur : OVH';
  const NOTICE_EN = '# Site publisher\n\nZak Coaching, a French **SAS**.';
  let saved: Texts;

  async function setLegal(doc: keyof Texts, lang: 'fr' | 'en', text: string): Promise<void> {
    const admin = await adminApi(BASE_URL);
    const res = await admin.put(`${BASE_URL}/api/admin/legal/${doc}/${lang}`, {
      data: { text },
      headers: { Origin: BASE_URL },
    });
    expect(res.status()).toBe(200);
  }

  beforeAll(async () => {
    const admin = await adminApi(BASE_URL);
    const list = (await (await admin.get(`${BASE_URL}/api/admin/legal`)).json()) as Array<
      { doc: keyof Texts } & Texts[keyof Texts]
    >;
    saved = Object.fromEntries(list.map((x) => [x.doc, { fr: x.fr, en: x.en }])) as Texts;
    await setLegal('legal-notice', 'fr', NOTICE_FR);
    await setLegal('legal-notice', 'en', NOTICE_EN);
    await setLegal('terms', 'fr', '');
    await setLegal('terms', 'en', '');
  });

  afterAll(async () => {
    for (const doc of ['legal-notice', 'terms'] as const) {
      for (const lang of ['fr', 'en'] as const) await setLegal(doc, lang, saved[doc][lang]);
    }
  });

  it("the footer's links lead to the legal pages, which show the administrator's text in both languages, script stripped", async () => {
    const { context, page, expectNoConsoleErrors } = await newPage();
    try {
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await page.goto('/contact');
      const footer = page.locator('#root footer');
      await footer.getByRole('link', { name: 'Mentions légales' }).click();
      await page.waitForURL(`${BASE_URL}/mentions-legales`);
      await page.getByRole('heading', { level: 1, name: 'Mentions légales' }).waitFor();
      const text = page.locator('#root .legal-text');
      await text.getByRole('heading', { level: 2, name: 'Éditeur du site' }).waitFor();
      await expect(text.locator('strong').first().textContent()).resolves.toBe('SAS');
      await expect(text.locator('li').textContent()).resolves.toBe('Hébergeur : OVH');
      await expect(text.locator('script').count()).resolves.toBe(0);
      await expect(page.evaluate(() => '__pwned' in window)).resolves.toBe(false);
      expect(await page.title()).toBe('Mentions légales | Zak Coaching');
      expect(await axeViolations(page, { impacts: SEVERE })).toEqual([]);

      await page.getByRole('button', { name: 'EN' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Legal notice' }).waitFor();
      await text.getByRole('heading', { level: 2, name: 'Site publisher' }).waitFor();

      // Terms: nothing published yet, in either language.
      await footer.getByRole('link', { name: 'Terms and conditions' }).click();
      await page.waitForURL(`${BASE_URL}/conditions-generales`);
      await page.getByText('This page has not been published yet.').waitFor();
      await page.getByRole('button', { name: 'FR' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Conditions générales' }).waitFor();
      await page.getByText("Cette page n'est pas encore publiée.").waitFor();
      // The footer's links are real addresses (they work from any page, and from the preview).
      await expect(
        footer.getByRole('link', { name: 'Mentions légales' }).getAttribute('href'),
      ).resolves.toBe('/mentions-legales');
      expect(dialogs).toEqual([]);
      expectNoConsoleErrors();
    } finally {
      await context.close();
    }
  });

  it('a text saved later is shown on the next visit (English falls back to the French text)', async () => {
    await setLegal('terms', 'fr', '# Article 1\n\nObjet du service.');
    const { context, page } = await newPage();
    try {
      await page.addInitScript(() => window.localStorage.setItem('zak-coaching:lang', 'en'));
      await page.goto('/conditions-generales');
      await page.getByRole('heading', { level: 1, name: 'Terms and conditions' }).waitFor();
      await page.locator('#root .legal-text[lang="fr"] h2', { hasText: 'Article 1' }).waitFor();
      await page.getByText('This text is available in French only.').waitFor();
    } finally {
      await setLegal('terms', 'fr', '');
      await context.close();
    }
  });
});

describe('public site details', () => {
  it('on a short phone, a toast answering the registration form leaves its button in view', async () => {
    // 375 x 667: the form's password field and button are where the toast appears.
    const { context, page } = await newPage({ viewport: { width: 375, height: 667 } });
    try {
      await page.goto('/auth');
      await page.getByRole('button', { name: 'Pas encore de compte ? Créer un compte' }).click();
      await page.getByLabel("Nom d'utilisateur").fill(ADMIN.username);
      await page.getByLabel('Mot de passe', { exact: true }).fill('secret-123');
      await tickConsent(page);
      const submit = page.getByRole('button', { name: 'Créer mon compte' });
      // At the bottom of the screen, where the toast appears (the form is taller than the screen).
      await submit.evaluate((button) =>
        button.scrollIntoView({ block: 'end', behavior: 'instant' }),
      );
      const before = await submit.boundingBox();
      await submit.click();
      await page.getByText("Ce nom d'utilisateur est déjà utilisé").waitFor();
      // The button was under the toast's place: the page scrolls it clear (the toast stays put).
      expect(before && before.y + before.height).toBeGreaterThan(667 - 60);
      const cleared = await page.waitForFunction(() => {
        const button = document.querySelector('form button[type=submit]');
        const toasts = document.querySelector('.Toastify__toast-container');
        if (!button || !toasts) return false;
        const b = button.getBoundingClientRect();
        const t = toasts.getBoundingClientRect();
        const gap = t.top - b.bottom;
        return gap >= 0 && { gap, toastsBottom: Math.round(t.bottom), buttonTop: b.top };
      });
      const after = (await cleared.jsonValue()) as {
        gap: number;
        toastsBottom: number;
        buttonTop: number;
      };
      expect(after.gap).toBeGreaterThanOrEqual(0);
      expect(after.toastsBottom).toBe(667);
      expect(after.buttonTop).toBeGreaterThan(64);
    } finally {
      await context.close();
    }
  });

  it('the footer Instagram icon is drawn (outlines, not a filled tile)', async () => {
    const { context, page } = await newPage();
    try {
      await page.goto('/contact');
      const link = page.locator('#root footer a[aria-label="Instagram"]');
      await link.scrollIntoViewIfNeeded();
      const svg = link.locator('svg');
      const box = await svg.boundingBox();
      expect(box?.width).toBeGreaterThan(10);
      expect(box?.height).toBeGreaterThan(10);
      // The icon's own pixels, painted by the browser on a canvas: the share that is ink, and
      // whether the middle of the lens is empty (a filled tile is ink nearly everywhere).
      const paint = await svg.evaluate(async (el) => {
        const size = 48;
        const clone = el.cloneNode(true) as SVGSVGElement;
        clone.setAttribute('width', String(size));
        clone.setAttribute('height', String(size));
        clone.setAttribute('color', '#000');
        clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
        const url = `data:image/svg+xml,${encodeURIComponent(clone.outerHTML)}`;
        const img = new Image();
        img.src = url;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = size;
        canvas.height = size;
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(img, 0, 0, size, size);
        const data = ctx.getImageData(0, 0, size, size).data;
        let ink = 0;
        for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 128) ink += 1;
        const centre = data[((size / 2) * size + size / 2) * 4 + 3] ?? 0;
        return { share: ink / (size * size), centre };
      });
      expect(paint.share).toBeGreaterThan(0.1);
      expect(paint.share).toBeLessThan(0.6);
      expect(paint.centre).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('the info page shows its six features as 3 + 3 at 1366 px', async () => {
    const { context, page } = await newPage({ viewport: { width: 1366, height: 900 } });
    try {
      await page.goto('/zak-ia-info');
      const cards = page.locator('#root section[aria-labelledby="info-features-title"] li');
      await cards.first().waitFor();
      const tops = await cards.evaluateAll((els) =>
        els.map((el) => Math.round(el.getBoundingClientRect().top)),
      );
      expect(tops).toHaveLength(6);
      expect(tops.filter((top) => top === tops[0])).toHaveLength(3);
      expect(tops.slice(3).every((top) => top === tops[3] && top > (tops[0] ?? 0))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("the home page's headings 'Nos offres' and 'Un coach qui connaît le terrain' match the other section headings", async () => {
    const { context, page } = await newPage();
    try {
      await page.goto('/');
      await page.locator('#root #home-offers-title').waitFor();
      const sizes = await page.evaluate(() => {
        const size = (el: Element | null | undefined) =>
          el ? getComputedStyle(el).fontSize : 'missing';
        const headings = [...document.querySelectorAll('#root main h2, #root main h3')];
        const byText = (text: string) => headings.find((h) => h.textContent === text);
        return {
          section: size(byText('Prêt à transformer votre physique ?')),
          others: [...document.querySelectorAll('#root main section > div > h2')].map(size),
          offers: size(byText('Nos offres')),
          claims: size(byText('Un coach qui connaît le terrain')),
        };
      });
      expect(sizes.offers).toBe(sizes.section);
      expect(sizes.claims).toBe(sizes.section);
      expect(new Set(sizes.others)).toEqual(new Set([sizes.section]));
    } finally {
      await context.close();
    }
  });

  it('the header logo stays on one line, clear of the top edge, at 390 px', async () => {
    const { context, page } = await newPage({ viewport: { width: 390, height: 844 } });
    try {
      await page.goto('/');
      const logo = page.locator('#root header a[href="/"]').first();
      await page.getByRole('button', { name: 'Ouvrir le menu' }).waitFor();
      const shape = await logo.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        const box = el.getBoundingClientRect();
        return { lines: lines.size, top: box.top, right: box.right };
      });
      expect(shape.lines).toBe(1);
      expect(shape.top).toBeGreaterThanOrEqual(8);
      const menu = await page.getByRole('button', { name: 'Ouvrir le menu' }).boundingBox();
      expect(shape.right).toBeLessThanOrEqual(390);
      expect(menu && menu.x + menu.width).toBeLessThanOrEqual(390);
      await expect(
        page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });
});
