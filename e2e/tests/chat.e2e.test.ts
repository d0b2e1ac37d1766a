// The AI chat (mfe-chat) through the shell, in real Chromium, against the real API and the offline
// engine: nothing is mocked. Each test makes its own member so they do not depend on each other.
import type { Browser, Page } from 'playwright-core';
import {
  WCAG_21_AA,
  axeViolations,
  adminCredentials,
  apiClient,
  baseUrl,
  createUser,
  launchBrowser,
  loginUser,
  openPage,
  type TrackedPage,
} from '../harness';

let browser: Browser;
// The shell serves no favicon yet (reported to the platform): that 404 is not the chat's.
const FAVICON = [/favicon\.ico/];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const input = (page: Page) => page.getByRole('textbox', { name: 'Ton message' });
const messages = (page: Page) =>
  page.getByRole('list', { name: 'Messages' }).locator(':scope > li');
const sendButton = (page: Page) => page.getByRole('button', { name: 'Envoyer' });

/** A member with AI access, logged in, on the chat screen. */
async function openChat(options: { viewport?: { width: number; height: number } } = {}) {
  const user = await createUser(baseUrl(), { aiAccess: true, prefix: 'chat' });
  const tracked = await openPage(browser, baseUrl(), { ...options, allowErrors: FAVICON });
  await loginUser(tracked.context, baseUrl(), { username: user.username, password: user.password });
  await tracked.page.goto('/ia');
  await input(tracked.page).waitFor();
  return { ...tracked, user };
}

/** Sends a message (Enter, or Send on a phone) and waits until the reply is complete. */
async function ask(page: Page, text: string, { phone = false } = {}) {
  const before = await messages(page).count();
  await input(page).fill(text);
  if (phone) await sendButton(page).click();
  else await input(page).press('Enter');
  await page.getByRole('button', { name: 'Arrêter la réponse' }).waitFor({ state: 'detached' });
  await sendButton(page).waitFor();
  await page.waitForFunction(
    (n) => document.querySelectorAll('ol[aria-label="Messages"] > li').length >= n,
    before + 2,
  );
}

async function apiJson<T>(tracked: TrackedPage, path: string): Promise<T> {
  const res = await tracked.context.request.get(`${baseUrl()}${path}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

interface Summary {
  id: string;
  title: string;
  messageCount: number;
}
interface Detail {
  messages: Array<{ role: string; content: string }>;
}

describe('chat access', () => {
  test('a member without AI access is sent to /auth; once the admin grants it, the chat opens', async () => {
    const user = await createUser(baseUrl(), { aiAccess: false, prefix: 'wait' });
    const tracked = await openPage(browser, baseUrl(), { allowErrors: FAVICON });
    const { page, context } = tracked;
    await loginUser(context, baseUrl(), { username: user.username, password: user.password });
    await page.goto('/ia');
    // The spec's redirect, with the reason (#17): access never granted.
    await page.waitForURL(/\/auth\?acces=pending$/);

    const admin = await apiClient(baseUrl());
    await loginUser(admin, baseUrl(), adminCredentials());
    const granted = await admin.patch(`${baseUrl()}/api/admin/users/${user.id}`, {
      data: { hasIAAccess: true },
    });
    expect(granted.status()).toBe(200);
    await admin.dispose();

    await page.goto('/app/ia');
    await input(page).waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(
      /Zak IA\s*pro/,
    );
    tracked.expectNoConsoleErrors();
    await context.close();
  });
});

describe('chatting', () => {
  test('the first message creates the conversation; the reply is rendered markdown; both are saved', async () => {
    const tracked = await openChat();
    const { page } = tracked;
    await expect(messages(page).first().textContent()).resolves.toBeTruthy();
    await ask(page, 'Crée-moi un programme de musculation sur 4 jours');
    const reply = messages(page).nth(2);
    expect(await reply.locator('h1, h2, h3, ul, ol, strong').count()).toBeGreaterThan(0);

    const list = await apiJson<Summary[]>(tracked, '/api/conversations');
    expect(list.map((c) => [c.title, c.messageCount])).toEqual([
      ['Crée-moi un programme de musculation sur 4 jours', 2],
    ]);
    const detail = await apiJson<Detail>(tracked, `/api/conversations/${list[0]?.id}`);
    expect(detail.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(detail.messages[0]?.content).toBe('Crée-moi un programme de musculation sur 4 jours');

    // A second message is saved to the same conversation.
    await ask(page, 'Et pour la nutrition ?');
    const after = await apiJson<Summary[]>(tracked, '/api/conversations');
    expect(after.map((c) => c.messageCount)).toEqual([4]);
    tracked.expectNoConsoleErrors();
    await tracked.context.close();
  });

  test('a suggestion chip sends its prompt; a vague question’s chips ask the subject tapped', async () => {
    const tracked = await openChat();
    const { page } = tracked;
    await page.getByRole('button', { name: 'Optimiser mon sommeil' }).click();
    await page.getByRole('button', { name: 'Arrêter la réponse' }).waitFor({ state: 'detached' });
    await expect(messages(page).nth(1).textContent()).resolves.toMatch(/sommeil/);
    await messages(page).nth(2).waitFor();

    // A vague question: the coach says it is not sure and offers subjects as chips; tapping one
    // asks it, and its answer comes without chips.
    await ask(page, 'repos');
    await expect(messages(page).nth(4).textContent()).resolves.toMatch(/Tu parles de/);
    const chips = page.getByRole('list', { name: 'Précise ta question' });
    const first = chips.getByRole('button').first();
    const question = (await first.textContent()) ?? '';
    expect(question).not.toBe('');
    await first.click();
    await page.getByRole('button', { name: 'Arrêter la réponse' }).waitFor({ state: 'detached' });
    await messages(page).nth(6).waitFor();
    await expect(messages(page).nth(5).textContent()).resolves.toContain(question);
    await expect(messages(page).nth(6).textContent()).resolves.not.toMatch(/Tu parles de/);
    await chips.waitFor({ state: 'detached' });
    tracked.expectNoConsoleErrors();
    await tracked.context.close();
  });

  test('the reply streams in as it is generated and Stop keeps what arrived', async () => {
    const tracked = await openChat();
    const { page, context } = tracked;
    // A slow link (network shaping only; the API and the engine are real) makes the stream visible.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: 800,
      uploadThroughput: -1,
    });
    await input(page).fill(
      'Crée-moi un programme de musculation complet sur 5 jours avec nutrition',
    );
    await input(page).press('Enter');
    const stop = page.getByRole('button', { name: 'Arrêter la réponse' });
    await stop.waitFor();
    const reply = messages(page).nth(2);
    await reply.waitFor();
    const first = (await reply.innerText()).length;
    await page.waitForFunction((n) => {
      const li = document.querySelectorAll('ol[aria-label="Messages"] > li')[2];
      return (li?.textContent ?? '').length > n;
    }, first);
    await stop.click();
    await sendButton(page).waitFor();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const kept = await reply.locator('[role="group"]').innerText();
    expect(kept.length).toBeGreaterThan(0);

    // What arrived is what was saved, and it is shorter than the complete answer.
    const [conversation] = await apiJson<Summary[]>(tracked, '/api/conversations');
    let saved: Detail | undefined;
    for (let i = 0; i < 50; i += 1) {
      saved = await apiJson<Detail>(tracked, `/api/conversations/${conversation?.id}`);
      if (saved.messages.length === 2) break;
      await page.waitForTimeout(100);
    }
    const partial = saved?.messages[1]?.content ?? '';
    expect(partial.length).toBeGreaterThan(0);
    await ask(page, 'Crée-moi un programme de musculation complet sur 5 jours avec nutrition');
    const full = await apiJson<Detail>(tracked, `/api/conversations/${conversation?.id}`);
    expect(partial.length).toBeLessThan(full.messages.at(-1)?.content.length ?? 0);
    tracked.expectNoConsoleErrors();
    await context.close();
  });

  test('edit removes the reply and what follows; regenerate asks again without duplicating', async () => {
    const tracked = await openChat();
    const { page } = tracked;
    await ask(page, 'Comment faire une sèche ?');
    await ask(page, 'Combien de protéines par jour ?');
    expect(await messages(page).count()).toBe(5);
    const firstReply = await messages(page).nth(2).locator('[role="group"]').innerText();

    // Edit the first reply: it and everything after it go, a toast asks to rewrite.
    await messages(page).nth(2).getByRole('button', { name: 'Modifier' }).click();
    expect(await messages(page).count()).toBe(2);
    await page.getByText('Message supprimé : réécris ta question.').waitFor();

    // Regenerate the question: one user message, a new reply.
    const aiCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/ai/chat')) aiCalls.push(r.postData() ?? '');
    });
    await messages(page).nth(1).getByRole('button', { name: 'Régénérer' }).click();
    await page.getByText('Nouvelle réponse en cours de génération...').waitFor();
    await messages(page).nth(2).getByRole('button', { name: 'Copier' }).waitFor();
    expect(await messages(page).count()).toBe(3);
    expect(aiCalls.map((body) => (JSON.parse(body) as { message: string }).message)).toEqual([
      'Comment faire une sèche ?',
    ]);
    // Another phrasing of the answer, not the same text again.
    const regenerated = await messages(page).nth(2).locator('[role="group"]').innerText();
    expect(regenerated.length).toBeGreaterThan(0);
    expect(regenerated).not.toBe(firstReply);
    tracked.expectNoConsoleErrors();
    await tracked.context.close();
  });
});

describe('edit and regenerate agree with the server (#40)', () => {
  test('after edit, regenerate and a reload, the screen, the history and the export hold what the member saw', async () => {
    const tracked = await openChat();
    const { page } = tracked;
    const replaced = () =>
      page.waitForResponse((r) => r.url().endsWith('/replace') && r.request().method() === 'POST');
    await ask(page, 'Comment faire une sèche ?');
    await ask(page, 'Combien de protéines par jour ?');
    const editDone = replaced();
    await messages(page).nth(2).getByRole('button', { name: 'Modifier' }).click();
    expect((await editDone).status()).toBe(200);
    expect(await messages(page).count()).toBe(2);

    await ask(page, 'Et le cardio ?');
    const oldReply = await messages(page).nth(3).locator('[role="group"]').innerText();
    const regenerateDone = replaced();
    await messages(page).nth(2).getByRole('button', { name: 'Régénérer' }).click();
    expect((await regenerateDone).status()).toBe(200);
    await messages(page).nth(3).getByRole('button', { name: 'Copier' }).waitFor();
    const newReply = await messages(page).nth(3).locator('[role="group"]').innerText();
    expect(newReply).not.toBe(oldReply);

    // The server holds the two questions and the new answer, nothing removed on screen.
    const [summary] = await apiJson<Summary[]>(tracked, '/api/conversations');
    // The new answer is saved once its stream ends.
    const path = `/api/conversations/${summary?.id}`;
    for (
      let i = 0;
      i < 50 && (await apiJson<Detail>(tracked, path)).messages.length !== 3;
      i += 1
    ) {
      await page.waitForTimeout(100);
    }
    const detail = await apiJson<Detail>(tracked, path);
    expect(detail.messages.map((m) => m.role)).toEqual(['user', 'user', 'assistant']);
    expect(detail.messages.map((m) => m.content).slice(0, 2)).toEqual([
      'Comment faire une sèche ?',
      'Et le cardio ?',
    ]);
    expect((await apiJson<Summary[]>(tracked, '/api/conversations'))[0]?.messageCount).toBe(3);

    // A reload reopens the same three messages.
    await page.reload();
    await page.getByText('Et le cardio ?').waitFor();
    expect(await messages(page).count()).toBe(3);
    await expect(page.getByText('Combien de protéines par jour ?').count()).resolves.toBe(0);

    // The export holds them too, and only them.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter' }).click();
    const stream = await (await download).createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    expect(text.match(/^Vous: /gm)).toEqual(['Vous: ', 'Vous: ']);
    expect(text).toContain('Vous: Comment faire une sèche ?');
    expect(text).toContain('Vous: Et le cardio ?');
    expect(text).not.toContain('Combien de protéines');
    expect(text.match(/^Zak IA: /gm)).toHaveLength(1);
    tracked.expectNoConsoleErrors();
    await tracked.context.close();
  });
});

describe('history', () => {
  test('lists newest first, opens one, deletes one and then all, with the exact confirmations', async () => {
    const tracked = await openChat();
    const { page } = tracked;
    await ask(page, 'Première conversation sur le dos');
    await page.getByRole('button', { name: 'Nouvelle conversation' }).click();
    await ask(page, 'Deuxième conversation sur les jambes');

    await page.getByRole('button', { name: 'Historique' }).click();
    const dialog = page.getByRole('dialog', { name: 'Historique des conversations' });
    const items = dialog.locator('[data-history-item]');
    await items.nth(1).waitFor();
    expect(await items.allInnerTexts()).toEqual([
      expect.stringMatching(/^Deuxième conversation sur les jambes\s+Aujourd'hui · 2 messages$/),
      expect.stringMatching(/^Première conversation sur le dos\s+Aujourd'hui · 2 messages$/),
    ]);

    // Open the older one with the keyboard: the modal closes, the input has focus, a toast.
    await items.first().focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Conversation chargée').waitFor();
    await expect(messages(page).first().innerText()).resolves.toContain(
      'Première conversation sur le dos',
    );
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');

    // Delete the open one (Delete key), after the exact confirmation: the chat empties.
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.accept();
    });
    await page.getByRole('button', { name: 'Historique' }).click();
    await items.nth(1).waitFor();
    await items.nth(1).focus();
    await page.keyboard.press('Delete');
    await page.getByText('Conversation supprimée').waitFor();
    await expect(items.count()).resolves.toBe(1);
    expect(await messages(page).count()).toBe(0);

    await dialog.getByRole('button', { name: 'Tout supprimer' }).click();
    await page.getByText('Historique effacé').waitFor();
    await dialog.getByText('Aucune conversation enregistrée.').waitFor();
    expect(dialogs).toEqual([
      'Supprimer la conversation ? Cette action est irréversible.',
      'Tout supprimer ? Toutes les conversations seront définitivement supprimées.',
    ]);
    expect(await apiJson<Summary[]>(tracked, '/api/conversations')).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    tracked.expectNoConsoleErrors();
    await tracked.context.close();
  });

  test('searches message text on the server', async () => {
    const tracked = await openChat();
    const { page } = tracked;
    await ask(page, 'Parle-moi du soulevé de terre');
    await page.getByRole('button', { name: 'Nouvelle conversation' }).click();
    await ask(page, 'Quel cardio pour la sèche ?');
    await page.getByRole('button', { name: 'Historique' }).click();
    const dialog = page.getByRole('dialog', { name: 'Historique des conversations' });
    await dialog.locator('[data-history-item]').nth(1).waitFor();
    await dialog.getByRole('searchbox', { name: 'Rechercher une conversation' }).fill('soulevé');
    await page.waitForFunction(() => document.querySelectorAll('[data-history-item]').length === 1);
    await expect(dialog.locator('[data-history-item]').innerText()).resolves.toContain(
      'soulevé de terre',
    );
    tracked.expectNoConsoleErrors();
    await tracked.context.close();
  });
});

describe('settings, export, upload and logout', () => {
  test('font size and animations apply at once; structured replies off reach the engine', async () => {
    const tracked = await openChat();
    const { page } = tracked;
    await page.getByRole('button', { name: 'Paramètres' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paramètres' });
    await dialog.getByRole('button', { name: 'L (Grande)' }).click();
    await dialog.getByRole('switch', { name: 'Animations' }).click();
    await dialog.getByRole('switch', { name: 'Réponses structurées' }).click();
    await page.keyboard.press('Escape');
    const area = page.locator('[data-font-size]');
    await expect(area.getAttribute('data-font-size')).resolves.toBe('large');
    await expect(area.evaluate((el) => getComputedStyle(el).fontSize)).resolves.toBe('18px');
    await expect(page.locator('[data-animations]').getAttribute('data-animations')).resolves.toBe(
      'off',
    );

    const chat = page.waitForRequest((r) => r.url().endsWith('/api/ai/chat'));
    await input(page).fill('Un programme pour débuter');
    await input(page).press('Enter');
    expect(JSON.parse((await chat).postData() ?? '{}')).toMatchObject({
      structuredResponses: false,
    });
    tracked.expectNoConsoleErrors();
    await tracked.context.close();
  });

  test('export downloads conversation-<date>.md with "Vous" and assistant lines', async () => {
    const tracked = await openChat();
    const { page } = tracked;
    await ask(page, 'Combien de séries par muscle ?');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^conversation-\d{4}-\d{2}-\d{2}\.md$/);
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    expect(text).toMatch(/^Zak IA: /);
    expect(text).toContain('\n\nVous: Combien de séries par muscle ?\n\nZak IA: ');
    await page.getByText('Conversation exportée').waitFor();
    tracked.expectNoConsoleErrors();
    await tracked.context.close();
  });

  test('choosing an image only shows "Fichier uploadé" (no upload call)', async () => {
    const tracked = await openChat();
    const { page, requests } = tracked;
    const before = requests.length;
    await page.locator('input[type="file"]').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('89504e470d0a1a0a', 'hex'),
    });
    await page.getByText('Fichier uploadé').waitFor();
    expect(requests.slice(before).filter((u) => u.includes('/api/'))).toEqual([]);
    await expect(page.locator('input[type="file"]').getAttribute('accept')).resolves.toBe(
      'image/*',
    );
    tracked.expectNoConsoleErrors();
    await tracked.context.close();
  });

  test('Retour logs out, clears the local keys and goes home', async () => {
    const tracked = await openChat();
    const { page, context } = tracked;
    await ask(page, 'Salut coach');
    await page.getByRole('button', { name: 'Retour' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Retour réussi').waitFor();
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys.filter((k) => /active-conversation|chat-history|:user$/.test(k))).toEqual([]);
    const me = await context.request.get(`${baseUrl()}/api/auth/user`);
    expect(me.status()).toBe(401);
    await context.close();
  });

  test('on a phone the menu holds the language toggle; English texts follow', async () => {
    const tracked = await openChat({ viewport: { width: 390, height: 800 } });
    const { page } = tracked;
    expect(await page.getByRole('button', { name: 'Historique' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: tracked.user.username }).waitFor();
    await menu.getByRole('button', { name: 'EN' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'History' })
      .waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Your message' }).fill('Hello');
    await page.keyboard.press('Enter');
    // Enter never sends on a phone.
    await expect(page.getByRole('textbox', { name: 'Your message' }).inputValue()).resolves.toBe(
      'Hello\n',
    );
    tracked.expectNoConsoleErrors();
    await tracked.context.close();
  });
});

/** True when the centre of `locator` is what a click there would hit (nothing covers it). */
async function clickable(locator: ReturnType<Page['locator']>): Promise<boolean> {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

/** A reply a coach could write: a table wider than a phone and a long line of code. */
const WIDE_TABLE = [
  '| Jour | Exercice principal | Séries x répétitions | Charge cible | Repos | Tempo | Notes |',
  '|---|---|---|---|---|---|---|',
  '| Lundi | Squat barre haute | 5 x 5 | 80 % du 1RM | 3 min | 3-1-1 | Gainage avant chaque série |',
  '| Jeudi | Soulevé de terre roumain | 4 x 8 | 70 % du 1RM | 2 min 30 | 3-0-1 | Dos neutre, barre près des jambes |',
].join('\n');
const LONG_CODE = `const programme = { jours: ['lundi', 'jeudi'], series: 5, repetitions: 5, chargeCible: '80 % du 1RM', repos: 180 };`;

describe('on a phone (#17)', () => {
  test('replies use the column, tables and code scroll inside it, code copies, actions stay clickable, reload reopens', async () => {
    const tracked = await openChat({ viewport: { width: 390, height: 844 } });
    const { page, context } = tracked;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    // A long reply (a smooth scroll over it used to end short of the reply's actions).
    await ask(page, 'Crée-moi un programme de musculation complet sur 5 jours avec nutrition', {
      phone: true,
    });
    const reply = messages(page).nth(2);
    // The reply's Edit and Copy are in view, not hidden behind the suggestion chips.
    for (const name of ['Modifier', 'Copier']) {
      const button = reply.getByRole('button', { name, exact: true });
      expect([name, await clickable(button)]).toEqual([name, true]);
    }
    // The reply takes the conversation column's width (the member's bubble keeps its own).
    const widths = await reply.evaluate((li) => ({
      bubble: (li.querySelector('[role="group"]') as HTMLElement).getBoundingClientRect().width,
      column: (li.parentElement as HTMLElement).getBoundingClientRect().width,
    }));
    expect(widths.bubble).toBeGreaterThan(widths.column - 2);

    // A toast (the reply's Copy says "Copié") stays clear of the composer.
    // Measured once the layout has settled: the composer can still change height for a frame or
    // two after the reply ends, and the toasts follow it on its next resize (a loaded CI machine
    // once measured between the two).
    await reply.getByRole('button', { name: 'Copier', exact: true }).click();
    const toastAndComposer = async () => ({
      toast: await page.getByRole('status').filter({ hasText: 'Copié' }).boundingBox(),
      composer: await page.locator('form:has(textarea)').boundingBox(),
    });
    let boxes = await toastAndComposer();
    for (
      let i = 0;
      i < 30 && boxes.toast!.y + boxes.toast!.height > boxes.composer!.y + 1;
      i += 1
    ) {
      await page.waitForTimeout(100);
      boxes = await toastAndComposer();
    }
    expect(boxes.toast!.y + boxes.toast!.height).toBeLessThanOrEqual(boxes.composer!.y + 1);

    // A reply holding a wide table and a long code block, saved through the real API.
    const [conversation] = await apiJson<Summary[]>(tracked, '/api/conversations');
    const saved = await context.request.post(`${baseUrl()}/api/messages`, {
      data: {
        conversationId: conversation?.id,
        type: 'ai',
        content: `Voici le plan :\n\n${WIDE_TABLE}\n\n\`\`\`js\n${LONG_CODE}\n\`\`\``,
      },
      headers: { Origin: baseUrl() },
    });
    expect(saved.status()).toBe(201);

    // Reloading reopens the active conversation (with the new reply).
    await page.reload();
    const rich = messages(page).nth(2);
    const table = rich.getByRole('table');
    await table.waitFor();
    await expect(messages(page).nth(0).innerText()).resolves.toContain('programme de musculation');
    expect(await messages(page).count()).toBe(3);
    expect(await table.getByRole('row').count()).toBe(3);
    expect(await table.getByRole('columnheader').count()).toBe(7);
    expect(await table.getByRole('cell').count()).toBe(14);

    // Nothing scrolls the page sideways: the table and the code scroll in their own regions.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    for (const name of [
      'Tableau (défilement horizontal)',
      'Bloc de code (défilement horizontal)',
    ]) {
      const region = rich.getByRole('region', { name });
      expect(await region.getAttribute('tabindex')).toBe('0');
      const overflow = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect([name, overflow > 0]).toEqual([name, true]);
      // The keyboard scrolls it.
      await region.focus();
      await page.keyboard.press('ArrowRight');
      await region.evaluate(
        (el) =>
          new Promise<void>((resolve) => {
            const check = () => (el.scrollLeft > 0 ? resolve() : requestAnimationFrame(check));
            check();
          }),
      );
    }
    const richWidths = await rich.evaluate((li) => ({
      bubble: (li.querySelector('[role="group"]') as HTMLElement).getBoundingClientRect().width,
      column: (li.parentElement as HTMLElement).getBoundingClientRect().width,
    }));
    expect(richWidths.bubble).toBeGreaterThan(richWidths.column - 2);
    expect(richWidths.bubble).toBeLessThanOrEqual(richWidths.column + 0.5);

    // The code's copy button copies the code and says so.
    const copyCode = rich.getByRole('button', { name: 'Copier le code' });
    await copyCode.focus();
    await page.keyboard.press('Enter');
    await rich.getByRole('button', { name: 'Copié' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${LONG_CODE}\n`);
    for (const name of ['Modifier', 'Copier']) {
      const button = rich.getByRole('button', { name, exact: true });
      await button.scrollIntoViewIfNeeded();
      expect([name, await clickable(button)]).toEqual([name, true]);
    }
    expect(await axeViolations(page, { tags: WCAG_21_AA })).toEqual([]);

    // On a desktop too, a toast leaves the Send button uncovered.
    await page.setViewportSize({ width: 1280, height: 800 });
    await input(page).fill('Brouillon');
    await rich.getByRole('button', { name: 'Copier', exact: true }).click();
    const toasts = page.getByRole('status').filter({ hasText: 'Copié' });
    await toasts.first().waitFor();
    const send = await sendButton(page).boundingBox();
    const shown = await toasts.first().boundingBox();
    expect(shown!.y + shown!.height).toBeLessThanOrEqual(send!.y);
    tracked.expectNoConsoleErrors();
    await context.close();
  });
});

describe('accessibility', () => {
  test('axe finds no WCAG 2 A/AA violation in the chat, its modals and the mobile menu', async () => {
    const tracked = await openChat();
    const { page } = tracked;
    await ask(page, 'Un programme **full body** ?');
    expect(await axeViolations(page, { tags: WCAG_21_AA })).toEqual([]);
    await page.getByRole('button', { name: 'Historique' }).click();
    await page.getByRole('dialog').locator('[data-history-item]').first().waitFor();
    expect(await axeViolations(page, { tags: WCAG_21_AA })).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Paramètres' }).click();
    await page.getByRole('dialog', { name: 'Paramètres' }).waitFor();
    expect(await axeViolations(page, { tags: WCAG_21_AA })).toEqual([]);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    expect(await axeViolations(page, { tags: WCAG_21_AA })).toEqual([]);
    tracked.expectNoConsoleErrors();
    await tracked.context.close();
  });
});
