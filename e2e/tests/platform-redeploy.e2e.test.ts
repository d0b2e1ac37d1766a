// Independent deploy: a remote rebuilt and published to its URL shows up in the running site on the
// next page load, without rebuilding or restarting the shell.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { REPO_ROOT, freePort, launchBrowser, openPage, serveStatic, startServer } from '../harness';

function buildMarketingInto(outputDir: string, buildVersion: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(REPO_ROOT, 'node_modules/webpack-cli/bin/cli.js'),
        '--config',
        'webpack.config.cjs',
        '--mode',
        'production',
        '--output-path',
        outputDir,
      ],
      {
        cwd: path.join(REPO_ROOT, 'mfe-marketing'),
        // The JavaScript a page runs, without the remote's generated types (MF_DTS=off, see
        // tooling/webpack-config.cjs): they are not served to a page and take most of the build.
        env: { ...process.env, MF_BUILD_VERSION: buildVersion, MF_DTS: 'off' },
        stdio: 'ignore',
      },
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`webpack exited ${code}`)),
    );
  });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('a rebuilt remote is picked up on the next page load without rebuilding or restarting the shell', async () => {
  const published = mkdtempSync(path.join(tmpdir(), 'zak-remote-'));
  cpSync(path.join(REPO_ROOT, 'mfe-marketing/dist'), published, { recursive: true });
  const staticPort = await freePort();
  const staticServer = await serveStatic(published, staticPort);
  const remoteOrigin = `http://127.0.0.1:${staticPort}`;
  const site = await startServer({ MFE_MARKETING_URL: `${remoteOrigin}/mf-manifest.json` });
  const shellIndex = path.join(REPO_ROOT, 'shell/dist/index.html');
  const shellBefore = {
    html: readFileSync(shellIndex, 'utf8'),
    mtime: statSync(shellIndex).mtimeMs,
  };
  try {
    const { page, context, requests, expectNoConsoleErrors } = await openPage(
      browser,
      site.baseUrl,
    );
    // The remote's entry as the page received it: its build id (`mfe_marketing:<version>`) is in
    // it. (The remotes run on the shell's federation runtime, which registers no instance of its
    // own per remote, so the entry is where a build shows.)
    const entries: Promise<string>[] = [];
    page.on('response', (res) => {
      if (res.url().startsWith(`${remoteOrigin}/remoteEntry.js`)) entries.push(res.text());
    });
    const loadedBuild = async () => {
      const last = entries.at(-1);
      const text = last ? await last : '';
      return /mfe_marketing:([^"']+)/.exec(text)?.[1] ?? '';
    };

    await page.goto('/');
    await page.locator('#root h1').first().waitFor();
    expect(requests.some((u) => u.startsWith(`${remoteOrigin}/remoteEntry.js`))).toBe(true);
    const before = await loadedBuild();
    expect(before).not.toBe('');
    expect(before).not.toContain('redeploy-');

    // Redeploy: a fresh build of the remote, published over the old one (old chunks stay).
    const version = `redeploy-${Date.now()}`;
    await buildMarketingInto(published, version);
    const manifest = JSON.parse(readFileSync(path.join(published, 'mf-manifest.json'), 'utf8')) as {
      metaData: { buildInfo: { buildVersion: string } };
    };
    expect(manifest.metaData.buildInfo.buildVersion).toBe(version);

    const received = entries.length;
    await page.reload();
    await page.locator('#root h1').first().waitFor();
    expect(entries.length).toBeGreaterThan(received);
    expect(await loadedBuild()).toBe(version);

    // The shell was neither rebuilt nor restarted.
    expect(readFileSync(shellIndex, 'utf8')).toBe(shellBefore.html);
    expect(statSync(shellIndex).mtimeMs).toBe(shellBefore.mtime);
    expect(site.process.exitCode).toBeNull();
    expectNoConsoleErrors();
    await context.close();
  } finally {
    await site.stop();
    await new Promise((r) => staticServer.close(r));
    rmSync(published, { recursive: true, force: true });
  }
}, 360_000);
