// Serves the built front ends from the API process (`npm start`): the shell at /, each remote
// under /remotes/<name>/, /mfe-registry.json, with the cache policy of the platform issue and the
// SPA fallback of the registry's pages (200 for its routes, and the paths below them for a remote
// whose entry says `subpages`; 404 for anything else; the chat and admin
// pages get the shell's app.html, the others its index.html with the public brand bar and, for
// the marketing pages that have one, the page preview: page-preview.ts).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { Config } from '../../platform/config';
import { composePage, previewName } from './page-preview';
import { buildRegistry, readRemotePages, REMOTES, type RegistryDocument } from './registry';
import { CACHE, setStaticHeaders } from './static-files';

export { buildRegistry, readRemotePages, REMOTES } from './registry';
export { cacheControlFor } from './static-files';

export interface WebOptions {
  /** Repository root holding shell/dist, the remotes' dist folders and shared-ui (default: found from here). */
  rootDir?: string;
  registry: RegistryDocument;
}

/** The folder above api/ (works from api/src/modules/web and api/dist/web). */
export function findRepoRoot(start: string = __dirname): string {
  let dir = start;
  for (let i = 0; i < 6; i += 1) {
    if (existsSync(path.join(dir, 'shared-ui', 'package.json'))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}

/** Pages opened from a mailed link (their token is in the fragment): no Referer from them, ever. */
const NO_REFERRER_PAGES = new Set(['/reset-password', '/verify-email']);

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Adds the web routes to `app` (after /api, before the error handler). */
export function mountWebWith(app: Express, options: WebOptions): void {
  const rootDir = options.rootDir ?? findRepoRoot();
  // Page path -> the remote that renders it, from the registry (the built-in remotes' route
  // table, and a later remote's own pages: MFE_REGISTRY_EXTRA). The full-screen apps (chat,
  // admin: layout `bare`) get app.html, without the public brand bar.
  // A remote whose entry says `subpages` also owns every path below its pages.
  const routes = new Map<string, string>();
  const below: Array<[string, string]> = [];
  const fullScreen = new Set<string>();
  for (const [key, remote] of Object.entries(options.registry.remotes)) {
    for (const page of remote.routes ?? []) {
      if (!routes.has(page)) routes.set(page, key);
      if (remote.subpages && page !== '/') below.push([`${page}/`, key]);
    }
    if (remote.layout === 'bare') fullScreen.add(key);
  }
  const remoteOf = (pagePath: string): string | undefined =>
    routes.get(pagePath) ??
    (path.extname(pagePath) === ''
      ? below.find(([prefix]) => pagePath.startsWith(prefix))?.[1]
      : undefined);
  const shellDist = path.join(rootDir, 'shell', 'dist');
  const indexHtml = path.join(shellDist, 'index.html');
  // The same shell without the public header's brand bar (a shell built before it had one: none).
  const appHtml = path.join(shellDist, 'app.html');
  const registryJson = JSON.stringify(options.registry);
  // Where the page preview's include finds a remote's files (the same URLs as served below).
  const remoteDirs = Object.fromEntries(
    Object.values(REMOTES).map((remote) => [remote.mount, path.join(rootDir, remote.dir, 'dist')]),
  );

  app.get('/mfe-registry.json', (_req, res) => {
    res.set('Cache-Control', CACHE.noStore).type('application/json').send(registryJson);
  });

  for (const remote of Object.values(REMOTES)) {
    const router = express.Router();
    router.use((_req, res, next) => {
      // Lets a shell on another origin load this remote (its chunks are public code).
      res.set('Access-Control-Allow-Origin', '*');
      res.set('Cross-Origin-Resource-Policy', 'cross-origin');
      next();
    });
    router.use(
      express.static(path.join(rootDir, remote.dir, 'dist'), {
        index: false,
        redirect: false,
        fallthrough: true,
        setHeaders: setStaticHeaders,
      }),
    );
    router.use((_req, res) => {
      res.status(404).set('Cache-Control', CACHE.noStore).type('text/plain').send('Not found');
    });
    app.use(remote.mount, router);
  }

  app.use(
    express.static(shellDist, {
      index: false,
      redirect: false,
      fallthrough: true,
      setHeaders: setStaticHeaders,
    }),
  );

  // SPA fallback: every page of the route table answers the shell's index.html; any other path
  // answers it too (the shell renders marketing's 404 page) with status 404.
  app.use(async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const pagePath = normalise(req.path);
    const remote = remoteOf(pagePath);
    const known = remote !== undefined;
    // Unknown files (e.g. /missing.js) are plain 404s, not the page.
    if (!known && path.extname(req.path) !== '') {
      res.status(404).set('Cache-Control', CACHE.noStore).type('text/plain').send('Not found');
      return;
    }
    if (!existsSync(indexHtml)) {
      res
        .status(503)
        .set('Cache-Control', CACHE.noStore)
        .type('text/plain')
        .send('The site is not built yet: run `npm run build` (or `npm start`).');
      return;
    }
    res.status(known ? 200 : 404);
    // Pages opened from a mailed link: the link's token must not leak through a Referer.
    if (NO_REFERRER_PAGES.has(pagePath)) res.set('Referrer-Policy', 'no-referrer');
    if (remote && fullScreen.has(remote) && existsSync(appHtml)) {
      res.sendFile(appHtml, {
        headers: { 'Cache-Control': CACHE.noStore },
        lastModified: false,
        etag: false,
      });
      return;
    }
    // The public pages: the shell's index.html with the page preview of a known marketing page.
    try {
      const template = await readFile(indexHtml, 'utf8');
      const preview = remote === 'marketing' ? previewName(pagePath) : '';
      const html = await composePage(template, { zak_preview: preview }, remoteDirs);
      res.set('Cache-Control', CACHE.noStore).type('html').send(html);
    } catch (error) {
      next(error);
    }
  });
}

/** The `mountWeb` of server.ts: reads the validated config the API stored in app.locals. */
export function mountWeb(app: Express): void {
  const config = app.locals.config as Config;
  mountWebWith(app, { registry: buildRegistry(config, readRemotePages(findRepoRoot())) });
}
