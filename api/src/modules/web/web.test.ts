import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { createAppServer } from '../../platform/app-server';
import {
  buildRegistry,
  cacheControlFor,
  findRepoRoot,
  mountWebWith,
  readRemotePages,
} from './index';

/** The built-in remotes' pages, layouts and links: shared-ui's route table and remote defaults. */
const pages = readRemotePages(findRepoRoot());

const HASH = '0123456789abcdef0123';
/** The page-preview slot of the shell's index.html (tooling/index.html). */
const SLOT =
  '<!--# block name="no-preview" --><!--# endblock -->' +
  '<div id="page-preview"><!--# include virtual="/remotes/marketing/prerender/$zak_preview.html" stub="no-preview" --></div>';
const PREVIEW_HOME = '<div data-preview-lang="fr"><h1>Accueil prérendu</h1></div>';
const PREVIEW_CONTACT = '<div data-preview-lang="fr"><h1>Contact prérendu</h1></div>';

/** A fake repository root with built bundles, so the tests do not depend on a real build. */
function fakeRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'zak-web-'));
  mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
  writeFileSync(
    path.join(root, 'shell/dist/index.html'),
    `<!doctype html><html lang="fr"><div id="root"><div class="boot-header"></div></div>${SLOT}</html>`,
  );
  writeFileSync(
    path.join(root, 'shell/dist/app.html'),
    '<!doctype html><html lang="fr"><div id="root"></div></html>',
  );
  writeFileSync(path.join(root, `shell/dist/main.${HASH}.js`), 'console.log(1)');
  for (const dir of ['mfe-marketing', 'mfe-chat', 'mfe-admin', 'mfe-training']) {
    mkdirSync(path.join(root, dir, 'dist'), { recursive: true });
    writeFileSync(path.join(root, dir, 'dist/remoteEntry.js'), 'var x = 1;');
    writeFileSync(path.join(root, dir, 'dist/mf-manifest.json'), '{}');
    writeFileSync(path.join(root, dir, `dist/App.${HASH}.js`), 'var y = 2;');
  }
  mkdirSync(path.join(root, 'mfe-marketing/dist/prerender'), { recursive: true });
  writeFileSync(path.join(root, 'mfe-marketing/dist/prerender/index.html'), PREVIEW_HOME);
  writeFileSync(path.join(root, 'mfe-marketing/dist/prerender/contact.html'), PREVIEW_CONTACT);
  // A preview of a chat page must never be composed (the chat is not marketing's).
  writeFileSync(path.join(root, 'mfe-marketing/dist/prerender/ia.html'), PREVIEW_HOME);
  return root;
}

const config = {
  shopUrl: 'https://shop.example.com/zak',
  adminUsername: 'coach-admin',
  mfe: {
    marketingUrl: undefined,
    chatUrl: 'https://cdn.example.com/chat/remoteEntry.js',
    adminUrl: undefined,
    trainingUrl: 'https://training.example.com/mf-manifest.json',
    // A later remote, deployed only through MFE_REGISTRY_EXTRA.
    extraRemotes: {
      fixture: {
        name: 'mfe_fixture',
        entry: 'https://fixture.example.com/remoteEntry.js',
        routes: ['/essai'],
        layout: 'bare' as const,
        nav: { label: 'Essai', path: '/essai', audience: 'member' },
      },
    },
  },
};

let root: string;
// Served as server.ts serves the app (platform/app-server).
let server: Server;
beforeAll(() => {
  root = fakeRoot();
  const app = express();
  app.get('/api/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  mountWebWith(app, { rootDir: root, registry: buildRegistry(config, pages) });
  server = createAppServer(app);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the registry', () => {
  test('lists each remote with its env URL or the same-origin manifest, plus the runtime config, never cached', async () => {
    const res = await request(server).get('/mfe-registry.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      remotes: {
        marketing: {
          name: 'mfe_marketing',
          entry: '/remotes/marketing/mf-manifest.json',
          routes: expect.arrayContaining(['/', '/contact', '/auth', '/verify-email', '/progres']),
          layout: 'public',
          // The member tab bar's entries (issue #38): the home, progress and account screens.
          tabs: [
            {
              id: 'home',
              label: { fr: 'Accueil', en: 'Home' },
              path: { fr: '/accueil', en: '/home' },
              order: 0,
            },
            {
              id: 'progress',
              label: { fr: 'Progrès', en: 'Progress' },
              path: { fr: '/progres', en: '/progress' },
              order: 30,
            },
            {
              id: 'account',
              label: { fr: 'Compte', en: 'Account' },
              path: { fr: '/mon-compte', en: '/account' },
              order: 50,
            },
          ],
        },
        chat: {
          name: 'mfe_chat',
          entry: 'https://cdn.example.com/chat/remoteEntry.js',
          routes: ['/ia', '/app/ia', '/acces-ia'],
          layout: 'bare',
          nav: {
            label: { fr: 'Accès IA', en: 'AI Access' },
            path: { fr: '/ia', en: '/ia' },
            audience: 'member',
            order: 10,
          },
          tabs: [
            {
              id: 'coach',
              label: { fr: 'Coach', en: 'Coach' },
              path: { fr: '/ia', en: '/ia' },
              order: 40,
            },
          ],
        },
        admin: {
          name: 'mfe_admin',
          entry: '/remotes/admin/mf-manifest.json',
          routes: ['/admin'],
          layout: 'bare',
          nav: {
            label: { fr: 'Administration', en: 'Administration' },
            path: { fr: '/admin', en: '/admin' },
            audience: 'admin',
            order: 90,
          },
        },
        training: {
          name: 'mfe_training',
          entry: 'https://training.example.com/mf-manifest.json',
          routes: ['/entrainement', '/training'],
          layout: 'public',
          offline: true,
          subpages: true,
          nav: {
            label: { fr: 'Entraînement', en: 'Training' },
            path: { fr: '/entrainement', en: '/training' },
            audience: 'member',
            order: 20,
          },
          tabs: [
            {
              id: 'training',
              label: { fr: 'Entraînement', en: 'Training' },
              path: { fr: '/entrainement', en: '/training' },
              order: 20,
            },
          ],
        },
        fixture: config.mfe.extraRemotes.fixture,
      },
      config: { shopUrl: 'https://shop.example.com/zak', adminUsername: 'coach-admin' },
    });
  });
});

describe('pages', () => {
  test.each([
    '/',
    '/zak-ia-info',
    '/contact',
    '/auth',
    '/login',
    '/account',
    '/mon-compte',
    '/accueil',
    '/home',
    '/progres',
    '/progress',
    '/privacy',
    '/mentions-legales',
    '/conditions-generales',
    '/ia',
    '/app/ia',
    '/acces-ia',
    '/admin',
    '/entrainement',
    '/training',
    // The training log's screens (its entry says subpages), reloaded or opened from a link.
    '/entrainement/seance',
    '/training/session',
    '/entrainement/programmes/nouveau',
    '/training/exercises/6f1c2a4e-0000-4000-8000-000000000001',
    '/entrainement/import/',
    '/contact/',
    '/essai',
  ])('%s answers the shell page with 200 and no-store', async (pagePath) => {
    const res = await request(server).get(pagePath);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('<div id="root">');
  });

  test.each(['/nope', '/admin/secret', '/ia/extra', '/contact/x', '/entrainementx'])(
    '%s answers the shell page with 404',
    async (pagePath) => {
      const res = await request(server).get(pagePath);
      expect(res.status).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).toContain('<div id="root">');
    },
  );

  test.each([
    ['/', 'index.html', true],
    ['/zak-ia-info', 'index.html', true],
    ['/nope', 'index.html', true],
    ['/ia', 'app.html', false],
    ['/app/ia/', 'app.html', false],
    ['/acces-ia', 'app.html', false],
    ['/admin', 'app.html', false],
    ['/essai', 'app.html', false],
  ])('%s answers %s (public brand bar: %s)', async (pagePath, _file, brandBar) => {
    const res = await request(server).get(pagePath);
    expect(res.text.includes('boot-header')).toBe(brandBar);
  });

  test.each([
    ['/', PREVIEW_HOME],
    ['/contact', PREVIEW_CONTACT],
    ['/contact/', PREVIEW_CONTACT],
  ])("%s carries marketing's page preview in the slot", async (pagePath, preview) => {
    const res = await request(server).get(pagePath);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain(`<div id="page-preview">${preview}</div>`);
    expect(res.text).not.toContain('<!--#');
  });

  test.each(['/zak-ia-info', '/auth', '/nope', '/contact/x'])(
    '%s (no preview file, or not a marketing page) has an empty slot',
    async (pagePath) => {
      const res = await request(server).get(pagePath);
      expect(res.text).toContain('<div id="page-preview"></div>');
      expect(res.text).not.toContain('<!--#');
    },
  );

  test('the chat and admin pages have no slot, whatever marketing ships', async () => {
    const res = await request(server).get('/ia');
    expect(res.text).not.toContain('page-preview');
    expect(res.text).not.toContain('prérendu');
  });

  test.each(['/reset-password', '/verify-email'])(
    '%s (opened from a mailed link) is a page that sends no Referer onwards',
    async (page) => {
      const res = await request(server).get(page);
      expect(res.status).toBe(200);
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect((await request(server).get('/auth')).headers['referrer-policy']).toBeUndefined();
    },
  );

  test('HEAD of a page answers its status without a body', async () => {
    const res = await request(server).head('/');
    expect(res.status).toBe(200);
    expect(res.text ?? '').toBe('');
  });

  test.each(['/missing.js', '/entrainement/missing.js'])(
    '%s (an unknown file) is a plain 404, not the page',
    async (file) => {
      const res = await request(server).get(file);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('<div id="root">');
    },
  );

  test('API routes are left to the API', async () => {
    expect((await request(server).get('/api/health')).body).toEqual({ status: 'ok' });
  });
});

describe('static files', () => {
  test('the shell hashed chunks are immutable for a year', async () => {
    const res = await request(server).get(`/main.${HASH}.js`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test.each(['marketing', 'chat', 'admin', 'training'])(
    'remote %s: entries revalidate, chunks are immutable, CORS open',
    async (name) => {
      const entry = await request(server).get(`/remotes/${name}/remoteEntry.js`);
      expect(entry.status).toBe(200);
      expect(entry.headers['cache-control']).toBe('no-cache');
      expect(entry.headers['access-control-allow-origin']).toBe('*');
      const manifest = await request(server).get(`/remotes/${name}/mf-manifest.json`);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      const chunk = await request(server).get(`/remotes/${name}/App.${HASH}.js`);
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const missing = await request(server).get(`/remotes/${name}/nope.js`);
      expect(missing.status).toBe(404);
    },
  );

  test('cacheControlFor sorts files by kind', () => {
    expect(cacheControlFor('index.html')).toBe('no-store');
    expect(cacheControlFor('remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('mf-manifest.json')).toBe('no-cache');
    expect(cacheControlFor(`338.${HASH}.js`)).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('build-assets.json')).toBe('no-cache');
  });
});

describe('before the first build', () => {
  test('pages answer 503 with the command to run', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'zak-web-empty-'));
    const bare = express();
    mountWebWith(bare, { rootDir: empty, registry: buildRegistry(config, pages) });
    const res = await request(bare).get('/');
    expect(res.status).toBe(503);
    expect(res.text).toContain('npm run build');
    rmSync(empty, { recursive: true, force: true });
  });
});
