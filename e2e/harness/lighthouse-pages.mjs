// Lighthouse (mobile, its default config) on several pages, one after the other in one Chromium and
// one Node process: the CLI would start Node, load Lighthouse and launch a browser for each page
// (about 4 s a page here). Lighthouse is ES modules only, so the browser suite (jest, CommonJS)
// runs this as a child process:
//   node e2e/harness/lighthouse-pages.mjs <output dir> <url> [<url>...]
// Writes <output dir>/<index>.json, each page's report (Lighthouse's JSON), in the order given.
// A page whose measurement broke (Lighthouse fails to record the trace on a loaded machine,
// NO_NAVSTART: it throws, or its report carries `runtimeError`) is measured again, at most twice;
// a third failure ends the run with that error (exit code 1).
// Chromium: CHROMIUM_PATH (else /usr/bin/chromium), with the switches given in CHROMIUM_ARGS (a
// JSON array: the suite's, browser.ts), a fresh profile (playwright's) and a DevTools port for
// Lighthouse, which opens a tab per page and clears the page's origin data and the browser's caches
// before each load.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort } from '../../scripts/lib/services.mjs';

const ATTEMPTS = 3;

async function measure(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    // The report's screenshot is not read (about 2 s a page).
    disableFullPageScreenshot: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) {
    throw new Error(
      `Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
    );
  }
  return result.report;
}

const [outDir, ...urls] = process.argv.slice(2);
if (!outDir || urls.length === 0) {
  console.error('usage: node e2e/harness/lighthouse-pages.mjs <output dir> <url> [<url>...]');
  process.exit(2);
}

const port = await freePort();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [...JSON.parse(process.env.CHROMIUM_ARGS || '[]'), `--remote-debugging-port=${port}`],
  headless: true,
});
try {
  for (const [index, url] of urls.entries()) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const report = await measure(url, port);
        writeFileSync(path.join(outDir, `${index}.json`), report);
        break;
      } catch (error) {
        if (attempt >= ATTEMPTS) throw error;
        console.error(`lighthouse ${url}: attempt ${attempt} failed (${error.message}), again`);
      }
    }
  }
} finally {
  await browser.close();
}
