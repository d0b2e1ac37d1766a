import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readRemotePages } from '../../api/src/modules/web/registry';

// The shell's static container (deploy/nginx/shell.conf) answers the registry's pages with the
// shell page and 200, as the API does under `npm start` (api/src/modules/web): its page locations
// are written by hand, so this reads them as nginx would (exact `=` locations, then the regex
// locations in their order; the catch-all `/` is the SPA's 404) and checks every page of the
// built-in registry (shared-ui/src/routes: route-table.json, remote-defaults.json), the pages
// below a remote whose entry says `subpages`, and that a path the registry does not know stays
// a 404. A route or sub-page added to the registry without shell.conf fails here.
const REPO = path.resolve(__dirname, '..', '..');
const conf = readFileSync(path.join(REPO, 'deploy', 'nginx', 'shell.conf'), 'utf8');
const pages = readRemotePages(REPO);

interface Location {
  match: (uri: string) => boolean;
  exact: boolean;
  /** The first file of its try_files (/index.html, /app.html, $uri), or null (a 404 or a file). */
  serves: string | null;
}

/** The server's locations with what each one serves (its block's own try_files). */
function locations(): Location[] {
  const found: Location[] = [];
  const pattern = /^\s*location\s+(=|~)?\s*(\S+)\s*\{([\s\S]*?)^\s*\}/gm;
  for (const [, modifier, where, body] of conf.matchAll(pattern)) {
    const tried = /try_files\s+(\S+)/.exec(body ?? '')?.[1] ?? null;
    const serves = tried === '/index.html' || tried === '/app.html' ? tried : null;
    if (modifier === '~') {
      const regex = new RegExp(where ?? '');
      found.push({ match: (uri) => regex.test(uri), exact: false, serves });
    } else if (modifier === '=') {
      found.push({ match: (uri) => uri === where, exact: true, serves });
    }
  }
  return found;
}

const all = locations();

/** What nginx answers a page path with: the shell page it serves, or null (404 or a file). */
function answer(uri: string): string | null {
  const exact = all.find((l) => l.exact && l.match(uri));
  if (exact) return exact.serves;
  return all.find((l) => !l.exact && l.match(uri))?.serves ?? null;
}

const cases = Object.entries(pages).flatMap(([remote, entry]) =>
  (entry.routes ?? []).map((route) => ({
    remote,
    route,
    page: entry.layout === 'bare' ? '/app.html' : '/index.html',
    subpages: entry.subpages === true,
  })),
);

test('the registry has pages to check, among them the training log with its sub-pages', () => {
  expect(cases.length).toBeGreaterThan(20);
  expect(cases).toContainEqual({
    remote: 'training',
    route: '/entrainement',
    page: '/index.html',
    subpages: true,
  });
  expect(all.length).toBeGreaterThan(4);
});

test.each(cases)(
  "$remote's page $route answers $page (with a trailing slash too)",
  ({ route, page }) => {
    expect(answer(route)).toBe(page);
    if (route !== '/') expect(answer(`${route}/`)).toBe(page);
  },
);

test.each(cases.filter((c) => c.route !== '/'))(
  "below $remote's page $route: the sub-pages answer the shell page when its entry says subpages, else the SPA's 404",
  ({ route, page, subpages }) => {
    for (const below of [`${route}/seance`, `${route}/exercice/3f2a-9c`, `${route}/import/`]) {
      expect(answer(below)).toBe(subpages ? page : null);
    }
    // A file below it stays a file (a plain 404 when missing), never the page.
    expect(answer(`${route}/missing.js`)).toBeNull();
  },
);

test('a path the registry does not know is no page', () => {
  const known = new Set(cases.map((c) => c.route));
  for (const uri of ['/nowhere', '/entrainements', '/trainingx', '/admin-x', '/ia/x/y']) {
    if (!known.has(uri)) expect(answer(uri)).toBeNull();
  }
});
