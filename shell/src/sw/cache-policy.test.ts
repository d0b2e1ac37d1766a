import {
  forgets,
  isCacheable,
  outdatedCaches,
  precacheName,
  runtimeCacheName,
  strategyFor,
  urlsToKeep,
} from './cache-policy';

const ORIGIN = 'https://zak.example';
const precached = new Set(['/index.html', '/main.0123456789abcdef.js']);
const get = (path: string, mode = 'cors', method = 'GET') =>
  strategyFor({ method, url: `${ORIGIN}${path}`, mode }, ORIGIN, precached);

describe('cache versions', () => {
  test("each build's caches are named after its version", () => {
    expect(precacheName('a1')).toBe('zak-shell-a1');
    expect(runtimeCacheName('a1')).toBe('zak-runtime-a1');
  });

  test("activating a version deletes every other version's caches, and only the worker's own", () => {
    const names = [
      'zak-shell-old',
      'zak-runtime-old',
      'zak-shell-new',
      'zak-runtime-new',
      'training-sets-queue',
      'workbox-precache-v2',
    ];
    expect(outdatedCaches(names, 'new')).toEqual(['zak-shell-old', 'zak-runtime-old']);
    expect(outdatedCaches(['zak-shell-new', 'zak-runtime-new'], 'new')).toEqual([]);
  });
});

describe('how each request is answered', () => {
  test('navigations: network first, the shell page offline', () => {
    expect(get('/entrainement', 'navigate')).toBe('page');
    expect(get('/training/seance/3', 'navigate')).toBe('page');
  });

  test("the build's own files come from the precache", () => {
    expect(get('/main.0123456789abcdef.js')).toBe('precache');
    expect(get('/index.html')).toBe('precache');
  });

  test('remote entries, manifests and the registry: network first; hashed chunks: cache first', () => {
    expect(get('/mfe-registry.json')).toBe('fresh');
    expect(get('/remotes/training/remoteEntry.js')).toBe('fresh');
    expect(get('/remotes/training/mf-manifest.json')).toBe('fresh');
    expect(get('/remotes/training/__federation_expose_App.0123456789abcdef0123.js')).toBe(
      'immutable',
    );
    expect(get('/remotes/training/styles.0123456789abcdef.css')).toBe('immutable');
  });

  test("the training log's reads are kept; sign-in, writes and the rest of the API never are", () => {
    expect(get('/api/training/exercises?q=squat')).toBe('fresh');
    expect(get('/api/auth/user')).toBe('none');
    expect(get('/api/auth', 'navigate')).toBe('none');
    expect(get('/api/training/sets', 'cors', 'POST')).toBe('none');
    expect(get('/api/training/sets/1', 'cors', 'PUT')).toBe('none');
    expect(get('/api/admin/export')).toBe('none');
    expect(get('/api/conversations')).toBe('none');
  });

  test('other origins and unknown files are left to the browser', () => {
    expect(
      strategyFor(
        { method: 'GET', url: 'https://cdn.example/remoteEntry.js', mode: 'cors' },
        ORIGIN,
        precached,
      ),
    ).toBe('none');
    expect(get('/sw.js')).toBe('none');
    expect(get('/robots.txt')).toBe('none');
  });

  test('only complete, successful same-origin answers are kept', () => {
    expect(isCacheable({ ok: true, status: 200, type: 'basic' })).toBe(true);
    expect(isCacheable({ ok: true, status: 206, type: 'basic' })).toBe(false);
    expect(isCacheable({ ok: false, status: 401, type: 'basic' })).toBe(false);
    expect(isCacheable({ ok: false, status: 0, type: 'opaque' })).toBe(false);
  });
});

test("of what a page loaded before the worker, it keeps the remotes', the registry's and the training reads, once each", () => {
  expect(
    urlsToKeep(
      [
        `${ORIGIN}/main.0123456789abcdef.js`,
        `${ORIGIN}/mfe-registry.json`,
        `${ORIGIN}/remotes/training/mf-manifest.json`,
        `${ORIGIN}/remotes/training/App.0123456789abcdef.js`,
        `${ORIGIN}/remotes/training/App.0123456789abcdef.js`,
        `${ORIGIN}/api/auth/user`,
        `${ORIGIN}/api/training/exercises?q=`,
        'https://cdn.example/x.0123456789abcdef.js',
      ],
      ORIGIN,
      precached,
    ),
  ).toEqual([
    `${ORIGIN}/mfe-registry.json`,
    `${ORIGIN}/remotes/training/mf-manifest.json`,
    `${ORIGIN}/remotes/training/App.0123456789abcdef.js`,
    `${ORIGIN}/api/training/exercises?q=`,
  ]);
});

describe('what the worker forgets', () => {
  const at = (method: string, path: string, status?: number) =>
    forgets({ method, url: `${ORIGIN}${path}` }, status);

  test('a sign-out: everything kept; a sign-in: the reads kept for whoever was signed in before', () => {
    expect(at('POST', '/api/auth/logout')).toBe('everything');
    expect(at('POST', '/api/auth/login')).toBe('reads');
  });

  test('a kept read answered 401 (the session ended without a sign-out): the kept reads', () => {
    expect(at('GET', '/api/training/routines', 401)).toBe('reads');
    expect(at('GET', '/api/training/sessions?limit=5', 401)).toBe('reads');
  });

  test('anything else: nothing', () => {
    expect(at('GET', '/api/training/routines', 200)).toBe('nothing');
    expect(at('GET', '/api/training/routines', 503)).toBe('nothing');
    expect(at('GET', '/api/training/routines')).toBe('nothing');
    expect(at('GET', '/api/progress/weights', 401)).toBe('nothing');
    expect(at('GET', '/api/auth/user', 401)).toBe('nothing');
    expect(at('POST', '/api/auth/register')).toBe('nothing');
    expect(at('GET', '/api/auth/logout')).toBe('nothing');
  });
});
