// A remote's files removed from its container mid-session (a bad deploy, an emptied bucket): the
// site behind the gateway keeps working and shows that remote's fallback; once the files are back
// the retry button loads it. Real Chromium, nothing mocked.
import { chromium, type Browser } from 'playwright-core';
import { Client, registerMember, signInAdmin } from './client';
import { ADMIN, startTopology, type Topology } from './topology';

let topology: Topology;
let browser: Browser;

beforeAll(async () => {
  topology = await startTopology({ apiCount: 2 });
  // Debian's Chromium (Playwright's own download is blocked); each launch has a fresh profile.
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
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
});

afterAll(async () => {
  await browser?.close();
  await topology?.stop();
});

test('the chat remote removed mid-session shows its fallback while the site works; restored, it loads again', async () => {
  const member = await registerMember(new Client(topology.url));
  const admin = new Client(topology.url);
  expect((await signInAdmin(admin, ADMIN)).status).toBe(200);
  const grant = await admin.request('PATCH', `/api/admin/users/${member.id}`, {
    hasIAAccess: true,
  });
  expect(grant.status).toBe(200);

  const context = await browser.newContext({ baseURL: topology.url, locale: 'fr-FR' });
  const page = await context.newPage();
  // The browser reports the removed remote's 404s and the shell the failed remote load: expected.
  // Anything else logged as an error fails the test.
  const expected = [/\/remotes\/chat\//, /mfe_chat/, /favicon\.ico/];
  const errors: string[] = [];
  page.on('console', (msg) => {
    const where = `${msg.text()} ${msg.location().url ?? ''}`;
    if (msg.type() === 'error' && !expected.some((re) => re.test(where))) errors.push(where);
  });
  page.on('pageerror', (err) => {
    if (!expected.some((re) => re.test(err.message))) errors.push(err.message);
  });
  const login = await context.request.post('/api/auth/login', {
    data: { username: member.username, password: member.password },
    headers: { Origin: topology.url },
  });
  expect(login.status()).toBe(200);
  await page.goto('/ia');
  const input = page.getByRole('textbox', { name: 'Ton message' });
  await input.waitFor();

  topology.removeRemote('chat');
  try {
    // A fresh load of the page (new tab, reload) while the remote's files are gone.
    await page.reload();
    const fallback = page.getByRole('alert').filter({ hasText: 'momentanément indisponible' });
    await fallback.waitFor();
    expect(await input.count()).toBe(0);

    // The rest of the site still works in the same session: marketing's pages, header, footer.
    await page.goto('/zak-ia-info');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('banner').waitFor();
    await page.getByRole('contentinfo').waitFor();
    await page.goto('/ia');
    await fallback.waitFor();
  } finally {
    topology.restoreRemote('chat');
  }

  // Files back: the retry button loads the chat, the session is still there.
  await page.getByRole('alert').getByRole('button', { name: 'Réessayer' }).click();
  await input.waitFor();
  expect(await page.getByText('momentanément indisponible').count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});
