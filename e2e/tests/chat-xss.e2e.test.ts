// Every payload of the public XSS corpora (testdata/xss, see its README) rendered by the
// real chat screen in Chromium: no script may run, no dialog may open, and only the spec's
// allow-listed tags and attributes may reach the page. The payloads are stored through the real
// API as member and assistant messages of one conversation, then opened from the history.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import type { Browser } from 'playwright-core';
import { REPO_ROOT, baseUrl, createUser, launchBrowser, loginUser, openPage } from '../harness';

const CORPUS_DIR = path.resolve(REPO_ROOT, 'testdata/xss');

function dompurifyPayloads(): string[] {
  const text = readFileSync(path.join(CORPUS_DIR, 'dompurify-expect.mjs'), 'utf8');
  const body = text.replace(/^\s*export\s+default\s+/, '').replace(/;\s*$/, '');
  const cases = vm.runInNewContext(`(${body})`) as Array<{ payload: unknown }>;
  return cases.map((c) => String(c.payload));
}

/** markdown-it fixture blocks: optional title, `.`, input, `.`, expected HTML (not ours), `.` */
function markdownItPayloads(file: string): string[] {
  const lines = readFileSync(path.join(CORPUS_DIR, file), 'utf8').split('\n');
  const payloads: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    if (lines[i] !== '.') continue;
    const input: string[] = [];
    for (i += 1; i < lines.length && lines[i] !== '.'; i += 1) input.push(lines[i] ?? '');
    for (i += 1; i < lines.length && lines[i] !== '.'; i += 1);
    payloads.push(input.join('\n'));
  }
  return payloads;
}

const payloads = [
  ...dompurifyPayloads(),
  ...markdownItPayloads('markdown-it-xss.txt'),
  ...markdownItPayloads('markdown-it-linkify.txt'),
].filter((p) => p.trim().length > 0);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

test('the whole XSS corpus shown in the chat runs no script, opens no dialog and keeps to the allow-list', async () => {
  expect(payloads.length).toBeGreaterThan(250);
  const user = await createUser(baseUrl(), { aiAccess: true, prefix: 'xss' });
  // The shell serves no favicon yet (reported to the platform): that 404 is not the chat's.
  const tracked = await openPage(browser, baseUrl(), { allowErrors: [/favicon\.ico/] });
  const { page, context } = tracked;
  await loginUser(context, baseUrl(), { username: user.username, password: user.password });

  // Store the corpus through the real API: alternately as member and as assistant messages.
  const created = await context.request.post(`${baseUrl()}/api/conversations`, {
    data: { title: 'Corpus XSS', firstMessage: { role: 'user', content: payloads[0] } },
    headers: { Origin: baseUrl() },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  for (const [i, content] of payloads.slice(1).entries()) {
    const res = await context.request.post(`${baseUrl()}/api/messages`, {
      data: { conversationId: id, type: i % 2 === 0 ? 'ai' : 'user', content },
      headers: { Origin: baseUrl() },
    });
    expect([i, res.status()]).toEqual([i, 201]);
  }

  // Anything a payload could call to show itself is recorded (dialogs are also caught below).
  await page.addInitScript(() => {
    const hits: string[] = [];
    Object.defineProperty(window, '__xssHits', { value: hits });
    for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
      const original = window[name] as (...args: unknown[]) => unknown;
      (window as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
        hits.push(`${name}(${args.map(String).join(',')})`);
        return original.apply(window, args);
      };
    }
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });

  await page.goto('/ia');
  await page.getByRole('button', { name: 'Historique' }).click();
  await page.getByRole('button', { name: /^Corpus XSS/ }).click();
  const bubbles = page
    .getByRole('list', { name: 'Messages' })
    .locator(':scope > li [role="group"]');
  await page.waitForFunction(
    (n) => document.querySelectorAll('ol[aria-label="Messages"] > li [role="group"]').length === n,
    payloads.length,
  );
  expect(await bubbles.count()).toBe(payloads.length);

  // Scroll the whole list through the viewport (lazy loads, hover and focus handlers).
  const list = page.getByRole('list', { name: 'Messages' });
  await list.evaluate(async (el) => {
    const scroller = el.parentElement as HTMLElement;
    for (let y = 0; y <= scroller.scrollHeight; y += 400) {
      scroller.scrollTop = y;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await page.mouse.move(400, 300);

  const broken = await page.evaluate(() => {
    const tags = new Set([
      'p',
      'br',
      'strong',
      'em',
      'u',
      'code',
      'pre',
      'blockquote',
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'ul',
      'ol',
      'li',
      'a',
      'span',
      'div',
    ]);
    const attributes = new Set(['href', 'class', 'target', 'rel']);
    // The one attribute added after sanitising: a table part's ARIA role, named by its class.
    const tableRoles: Record<string, string> = {
      'md-table': 'table',
      'md-thead': 'rowgroup',
      'md-tbody': 'rowgroup',
      'md-tr': 'row',
      'md-th': 'columnheader',
      'md-td': 'cell',
    };
    const found: string[] = [];
    for (const shown of Array.from(
      document.querySelectorAll('ol[aria-label="Messages"] [role="group"]'),
    )) {
      // What the sanitiser let through, without the chat's own controls (scroll regions and copy
      // buttons, created by the screen, never parsed from a message).
      const bubble = shown.cloneNode(true) as Element;
      bubble.querySelectorAll('[data-md-code-tools]').forEach((tools) => tools.remove());
      bubble
        .querySelectorAll('[data-md-scroll]')
        .forEach((region) => region.replaceWith(...Array.from(region.childNodes)));
      for (const el of Array.from(bubble.querySelectorAll('*'))) {
        const tag = el.tagName.toLowerCase();
        if (!tags.has(tag)) found.push(`<${tag}>`);
        for (const { name, value } of Array.from(el.attributes)) {
          if (name === 'role') {
            const part = Object.keys(tableRoles).find((c) => el.classList.contains(c));
            if (!part || tableRoles[part] !== value) found.push(`role ${value} on <${tag}>`);
            continue;
          }
          if (!attributes.has(name)) found.push(`${name} on <${tag}>`);
          if (
            name === 'href' &&
            !['http:', 'https:', 'mailto:'].includes(new URL(value, location.href).protocol)
          ) {
            found.push(`href ${value}`);
          }
        }
        if (tag === 'a' && el.getAttribute('rel') !== 'noopener noreferrer')
          found.push('link without rel');
      }
    }
    return found;
  });
  expect(broken).toEqual([]);
  expect(
    await page.evaluate(() => (window as unknown as { __xssHits: string[] }).__xssHits),
  ).toEqual([]);
  expect(dialogs).toEqual([]);
  tracked.expectNoConsoleErrors();
  await context.close();
});
