// The administration panel through the shell, in real Chromium, against the real API (nothing
// mocked). The steps share one server and run in order: each builds on the users made before.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const ADMIN = {
  username: process.env.E2E_ADMIN_USERNAME ?? 'admin',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'admin',
};
const ADMIN_REMOTE = '/remotes/admin/';
const PASSWORD = 'member-pass-123';

let browser: Browser;
let admin: { context: BrowserContext; page: Page; requests: string[]; errors: string[] };

function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

async function newContext() {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 1400, height: 900 },
    locale: 'fr-FR',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // Failed HTTP loads are reported below with their URL instead.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('response', (response) => {
    // An anonymous visitor's session check answers 401 by design (spec: 401 = no user).
    const anonymousCheck = response.status() === 401 && response.url().endsWith('/api/auth/user');
    if (response.status() >= 400 && !anonymousCheck)
      errors.push(`${response.status()} ${response.url()}`);
  });
  return { context, page, requests, errors };
}

/** A write from the site's own origin, sent with the context's session cookie. */
async function send(
  context: BrowserContext,
  method: 'POST' | 'PATCH',
  path: string,
  data: unknown,
) {
  const res = await context.request.fetch(path, { method, data, headers: { Origin: BASE_URL } });
  if (!res.ok()) throw new Error(`${method} ${path} answered ${res.status()}: ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

async function registerMember(username: string): Promise<void> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  await send(context, 'POST', '/api/auth/register', { username, password: PASSWORD });
  await context.close();
}

async function logInThroughForm(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Nom d’utilisateur').fill(username);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(`${BASE_URL}/`);
}

async function openTab(name: string): Promise<void> {
  await admin.page
    .getByRole('navigation', { name: 'Navigation administration' })
    .getByRole('button', { name, exact: true })
    .click();
}

async function findUser(username: string): Promise<void> {
  await openTab('Utilisateurs');
  await admin.page.getByRole('button', { name: 'Réinitialiser' }).click();
  await admin.page.getByLabel('Rechercher').fill(username);
  // Names are unique: once the debounced search applies, the list holds that one user.
  await admin.page.getByText('1 utilisateur(s)', { exact: true }).waitFor();
  await admin.page.getByRole('row', { name: new RegExp(username) }).waitFor();
}

const AXE_SOURCE = readFileSync(path.join(require.resolve('axe-core'), '..', 'axe.min.js'), 'utf8');

/** WCAG 2 A/AA violations axe-core finds in the admin panel as it is now. */
async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the site's CSP rightly refuses inline scripts.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResult> } })
      .axe;
    const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21aa'] });
    return result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
}

interface AxeResult {
  violations: Array<{ id: string; nodes: Array<{ target: string[] }> }>;
}

function toast(text: string) {
  return admin.page.getByText(text, { exact: true }).first();
}

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  admin = await newContext();
});

afterAll(async () => {
  await browser?.close();
});

describe('administration panel', () => {
  const member = uniqueName('pending');
  let renamed = '';

  it('a signed-in member who opens /admin is sent home without downloading a byte of the admin remote', async () => {
    const username = uniqueName('member');
    await registerMember(username);
    const visitor = await newContext();
    await logInThroughForm(visitor.page, username, PASSWORD);
    await visitor.page.goto('/admin');
    await visitor.page.waitForURL(`${BASE_URL}/`);
    await visitor.page.waitForLoadState('networkidle');
    expect(visitor.requests.filter((url) => url.includes(ADMIN_REMOTE))).toEqual([]);
    await visitor.context.close();

    const anonymous = await newContext();
    await anonymous.page.goto('/admin');
    await anonymous.page.waitForURL(`${BASE_URL}/`);
    await anonymous.page.waitForLoadState('networkidle');
    expect(anonymous.requests.filter((url) => url.includes(ADMIN_REMOTE))).toEqual([]);
    await anonymous.context.close();
  });

  it('the seeded administrator logs in and lands on the dashboard of the admin remote', async () => {
    await logInThroughForm(admin.page, ADMIN.username, ADMIN.password);
    await admin.page.goto('/admin');
    await admin.page.getByRole('heading', { name: 'Dashboard Administrateur' }).waitFor();
    await admin.page.getByText('Utilisateurs Total').waitFor();
    await admin.page.getByRole('table', { name: 'Derniers Utilisateurs Inscrits' }).waitFor();
    expect(admin.requests.some((url) => url.includes(ADMIN_REMOTE))).toBe(true);
  });

  it('lists a new registration under the pending filter and grants it AI access', async () => {
    await registerMember(member);
    await openTab('Utilisateurs');
    await admin.page.getByLabel('Statut').selectOption('pending');
    await admin.page.getByLabel('Rechercher').fill(member);
    const row = admin.page.getByRole('row', { name: new RegExp(member) });
    await row.waitFor();
    await row.getByRole('switch', { name: `Accès IA de ${member}` }).click();
    await toast('Accès IA accordé avec succès').waitFor();
    // No longer pending: the list under that filter no longer shows it.
    await admin.page.getByText('Aucun utilisateur ne correspond aux filtres.').waitFor();

    const chat = await newContext();
    await logInThroughForm(chat.page, member, PASSWORD);
    await chat.page.goto('/ia');
    await chat.page.waitForURL(`${BASE_URL}/ia`);
    await chat.page.getByRole('textbox').first().waitFor();
    expect(chat.page.url()).toBe(`${BASE_URL}/ia`);
    await chat.context.close();
  });

  it('edits the username and email in the dialog', async () => {
    renamed = `${member}x`;
    await findUser(member);
    await admin.page.getByRole('button', { name: `Modifier ${member}` }).click();
    const dialog = admin.page.getByRole('dialog', { name: "Modifier l'utilisateur" });
    await dialog.getByLabel("Nom d'utilisateur").fill(renamed);
    await dialog.getByLabel('Email').fill(`${renamed}@example.com`);
    await dialog.getByRole('button', { name: 'Sauvegarder' }).click();
    await toast('Utilisateur modifié avec succès').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await findUser(renamed);
  });

  it('pages through the AI logs of one user and exports them as ia-logs.csv', async () => {
    // 51 messages (page size 50) written by the renamed member in one conversation.
    const writer = await browser.newContext({ baseURL: BASE_URL });
    await send(writer, 'POST', '/api/auth/login', { username: renamed, password: PASSWORD });
    const conversation = await send(writer, 'POST', '/api/conversations', { title: 'Sèche e2e' });
    for (let i = 0; i < 51; i += 1) {
      await send(writer, 'POST', '/api/messages', {
        conversationId: conversation.id,
        type: i % 2 === 0 ? 'user' : 'ai',
        content: `message ${i} pour ${renamed}`,
      });
    }
    await writer.close();

    await openTab('Logs IA');
    await admin.page.getByLabel("Nom d'utilisateur").fill(renamed);
    await admin.page.getByText('Page 1 sur 2').waitFor();
    const table = admin.page.getByRole('table', { name: 'Messages échangés avec l’IA' });
    expect(await table.getByRole('row').count()).toBe(51); // header + 50
    await admin.page.getByRole('button', { name: 'Suivant' }).click();
    await admin.page.getByText('Page 2 sur 2').waitFor();
    // The previous page stays on screen until the next one arrives: wait for the 1-row page.
    await table.getByRole('row').nth(2).waitFor({ state: 'detached' });
    expect(await table.getByRole('row').count()).toBe(2);
    expect(await admin.page.getByRole('button', { name: 'Suivant' }).isDisabled()).toBe(true);

    const [download] = await Promise.all([
      admin.page.waitForEvent('download'),
      admin.page.getByRole('button', { name: 'Exporter CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('ia-logs.csv');
    const csv = readFileSync((await download.path()) as string, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(52); // header + the 51 messages of this user only
    expect(lines.slice(1).every((line) => line.includes(renamed))).toBe(true);
    await toast('Logs exportés avec succès').waitFor();
  });

  it('exports the users matching the current filters as CSV', async () => {
    await findUser(renamed);
    const [download] = await Promise.all([
      admin.page.waitForEvent('download'),
      admin.page.getByRole('button', { name: 'Exporter CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path()) as string, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(renamed);
    await toast('Utilisateurs exportés avec succès').waitFor();
  });

  it("deactivating a user ends that user's session", async () => {
    const victim = await newContext();
    await logInThroughForm(victim.page, renamed, PASSWORD);

    await findUser(renamed);
    await admin.page.getByRole('switch', { name: `Compte de ${renamed} actif` }).click();
    await toast('Utilisateur désactivé avec succès').waitFor();

    const me = await victim.context.request.get('/api/auth/user');
    expect(me.status()).toBe(401);
    await victim.page.goto('/account');
    await victim.page.waitForURL(`${BASE_URL}/auth`);
    await victim.context.close();
  });

  it('deletes the user after the exact confirmation, and the admin log names the acting admin', async () => {
    await findUser(renamed);
    const dialogs: string[] = [];
    admin.page.once('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await admin.page.getByRole('button', { name: `Supprimer ${renamed}` }).click();
    await toast('Utilisateur supprimé avec succès').waitFor();
    expect(dialogs).toEqual([`Êtes-vous sûr de vouloir supprimer l'utilisateur "${renamed}" ?`]);
    await admin.page.getByText('Aucun utilisateur ne correspond aux filtres.').waitFor();

    await openTab('Logs Admin');
    const table = admin.page.getByRole('table', { name: 'Actions des administrateurs' });
    const latest = table.getByRole('row').nth(1);
    await latest.getByText('user.delete').waitFor();
    await latest.getByRole('cell', { name: ADMIN.username, exact: true }).waitFor();
  });

  it('changes the chat welcome message and the AI switch', async () => {
    await openTab('Paramètres');
    const field = admin.page.getByLabel("Message d'accueil de l'IA");
    await field.waitFor();
    const original = await field.inputValue();
    const welcome = `Bienvenue ${uniqueName('e2e')} !`;
    try {
      await field.fill(welcome);
      await admin.page.getByRole('button', { name: 'Sauvegarder' }).click();
      await toast('Paramètre mis à jour avec succès').waitFor();

      const coached = uniqueName('coached');
      await registerMember(coached);
      const list = await admin.context.request.get(`/api/admin/users?search=${coached}`);
      const [created] = ((await list.json()) as { users: Array<{ id: string }> }).users;
      await send(admin.context, 'PATCH', `/api/admin/users/${created?.id}`, { hasIAAccess: true });
      const chat = await newContext();
      await logInThroughForm(chat.page, coached, PASSWORD);
      await chat.page.goto('/ia');
      await chat.page.getByText(welcome).first().waitFor();
      await chat.context.close();
    } finally {
      await field.fill(original);
      await admin.page.getByRole('button', { name: 'Sauvegarder' }).click();
    }

    const aiSwitch = admin.page.getByRole('switch', { name: "Accès à l'IA" });
    expect(await aiSwitch.getAttribute('aria-checked')).toBe('true');
    await aiSwitch.click();
    await admin.page.getByText('IA désactivée').waitFor();
    await admin.page.reload();
    await openTab('Paramètres');
    await admin.page.getByText('IA désactivée').waitFor();
    await admin.page.getByRole('switch', { name: "Accès à l'IA" }).click();
    await admin.page.getByText('IA activée').waitFor();
  });

  it('passes axe (WCAG 2.1 A/AA) on every tab, in light and dark mode', async () => {
    const tabs = ['Dashboard', 'Utilisateurs', 'Logs IA', 'Logs Admin', 'Mon Compte', 'Paramètres'];
    const found: string[] = [];
    for (const mode of ['light', 'dark']) {
      if (mode === 'dark') await admin.page.getByRole('button', { name: 'Mode Sombre' }).click();
      for (const tab of tabs) {
        await openTab(tab);
        await admin.page.getByRole('heading', { level: 1 }).waitFor();
        await admin.page.waitForLoadState('networkidle');
        found.push(...(await axeViolations(admin.page)).map((v) => `${mode}/${tab}: ${v}`));
      }
    }
    await admin.page.getByRole('button', { name: 'Mode Clair' }).click();
    expect(found).toEqual([]);
  });

  it('keeps dark mode across a reload', async () => {
    await admin.page.getByRole('button', { name: 'Mode Sombre' }).click();
    expect(
      await admin.page.evaluate(() => document.documentElement.classList.contains('dark')),
    ).toBe(true);
    await admin.page.reload();
    await admin.page.getByRole('button', { name: 'Mode Clair' }).waitFor();
    expect(await admin.page.evaluate(() => localStorage.getItem('admin-dark-mode'))).toBe('true');
    expect(
      await admin.page.evaluate(() => document.documentElement.classList.contains('dark')),
    ).toBe(true);
    await admin.page.getByRole('button', { name: 'Mode Clair' }).click();
    expect(await admin.page.evaluate(() => localStorage.getItem('admin-dark-mode'))).toBe('false');
  });

  it('changes the password (mismatch refused first), then the new one logs in', async () => {
    const temporary = 'e2e-Temporary-password-7';
    await openTab('Mon Compte');
    await admin.page.getByText(ADMIN.username, { exact: true }).first().waitFor();
    const submit = admin.page.getByRole('button', { name: 'Modifier le mot de passe' });
    expect(await submit.isDisabled()).toBe(true);
    await admin.page.getByLabel('Mot de passe actuel').fill(ADMIN.password);
    await admin.page.getByLabel('Nouveau mot de passe', { exact: true }).fill(temporary);
    await admin.page.getByLabel('Confirmer le nouveau mot de passe').fill(`${temporary}!`);
    await submit.click();
    await admin.page
      .getByRole('alert')
      .filter({ hasText: 'Les mots de passe ne correspondent pas' })
      .first()
      .waitFor();

    try {
      await admin.page.getByLabel('Confirmer le nouveau mot de passe').fill(temporary);
      await submit.click();
      await toast('Mot de passe modifié avec succès').waitFor();
      expect(await admin.page.getByLabel('Mot de passe actuel').inputValue()).toBe('');
    } finally {
      // The new password logs in; then the suite's admin password is put back for the other tests.
      const check = await browser.newContext({ baseURL: BASE_URL });
      const login = await check.request.post('/api/auth/login', {
        data: { username: ADMIN.username, password: temporary },
        headers: { Origin: BASE_URL },
      });
      if (login.ok()) {
        await send(check, 'POST', '/api/admin/change-password', {
          currentPassword: temporary,
          newPassword: ADMIN.password,
        });
      }
      await check.close();
      expect(login.status()).toBe(200);
    }
    expect(admin.errors).toEqual([]);
  });
});
