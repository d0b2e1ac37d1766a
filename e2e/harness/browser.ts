// Chromium through playwright-core (Debian's /usr/bin/chromium; Playwright's own download is
// blocked here) and a page that records console errors so a test can fail on them.
import {
  chromium,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Launches Chromium; playwright gives every launch a fresh temporary profile (user data dir). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  });
}

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far (expected ones filtered out). */
  errors: string[];
  /** Every request URL, in order. */
  requests: string[];
  /** Throws when the page logged an unexpected console error. */
  expectNoConsoleErrors: () => void;
}

export interface PageOptions {
  /** Console errors matching one of these are expected (e.g. a test that kills a remote). */
  allowErrors?: RegExp[];
  viewport?: { width: number; height: number };
  locale?: string;
}

/**
 * The browser logs "Failed to load resource: ... 401" for the anonymous /api/auth/user check and
 * "... 404" for the document of an unknown path: both are the API's documented answers.
 */
function isExpected(msg: ConsoleMessage, baseUrl: string, allow: RegExp[]): boolean {
  const text = msg.text();
  const url = msg.location().url ?? '';
  if (allow.some((re) => re.test(text) || re.test(url))) return true;
  if (/Failed to load resource: the server responded with a status of 401/.test(text)) {
    return url.startsWith(`${baseUrl}/api/`);
  }
  return false;
}

/** A new context + page on `baseUrl` that records console errors and requests. */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  options: PageOptions = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    locale: options.locale ?? 'fr-FR',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  const allow = options.allowErrors ?? [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !isExpected(msg, baseUrl, allow)) {
      errors.push(`${msg.text()} (${msg.location().url ?? ''})`);
    }
  });
  page.on('pageerror', (error) => {
    if (!allow.some((re) => re.test(error.message))) errors.push(`pageerror: ${error.message}`);
  });
  page.on('request', (req) => requests.push(req.url()));
  return {
    page,
    context,
    errors,
    requests,
    expectNoConsoleErrors: () => {
      if (errors.length) throw new Error(`Console errors:\n${errors.join('\n')}`);
    },
  };
}
