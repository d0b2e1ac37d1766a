// The production topology of docker-compose.yml, run with real servers: the gateway's nginx.conf in
// front of two API processes sharing one PostgreSQL and one Redis, and the static containers.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Client as PgClient } from 'pg';
import { Client, registerMember, uniqueName, signInAdmin } from './client';
import { ADMIN, REPO_ROOT, startTopology, type Topology } from './topology';

let topology: Topology;
let gateway: Client;

beforeAll(async () => {
  topology = await startTopology({ apiCount: 2 });
  gateway = new Client(topology.url);
});

afterAll(async () => {
  await topology?.stop();
});

/** The test client's own loopback address (Linux routes all of 127.0.0.0/8 to lo). */
const CLIENT_ADDRESS = '127.0.0.2';

/** One HTTP request sent from `localAddress` (fetch cannot choose its source address). */
function fromAddress(
  localAddress: string,
  base: string,
  r: { method: string; path: string; body?: unknown; headers: Record<string, string> },
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${r.path}`,
      {
        method: r.method,
        localAddress,
        headers: { ...r.headers, 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(r.body === undefined ? undefined : JSON.stringify(r.body));
  });
}

async function query<T>(sql: string, params: unknown[]): Promise<T> {
  const pg = new PgClient({ connectionString: topology.databaseUrl });
  await pg.connect();
  try {
    return (await pg.query(sql, params)).rows[0] as T;
  } finally {
    await pg.end();
  }
}

const routeTable = JSON.parse(
  readFileSync(path.join(REPO_ROOT, 'shared-ui', 'src', 'routes', 'route-table.json'), 'utf8'),
) as Record<string, string[]>;
const pages = Object.values(routeTable).flat();

/** Clients on instance A and B that share one cookie jar (the same browser, a different replica). */
function onEachInstance(from: Client): [Client, Client] {
  const [a, b] = topology.apis;
  if (!a || !b) throw new Error('two API instances expected');
  // The browser's Origin is the gateway's: writes sent straight to a replica carry it too.
  const onA = new Client(a.url, a.url);
  const onB = new Client(b.url, b.url);
  from.copyCookiesTo(onA);
  from.copyCookiesTo(onB);
  return [onA, onB];
}

describe('pages through the gateway', () => {
  test.each(pages)(
    'the page %s answers the shell with 200, never cached, with a CSP',
    async (page) => {
      const res = await gateway.get(page);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.text).toContain('<div id=root>');
    },
  );

  test.each(['/reset-password', '/verify-email'])(
    'the page %s (opened from a mailed link) answers Referrer-Policy: no-referrer',
    async (page) => {
      const res = await gateway.get(page);
      expect(res.status).toBe(200);
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect((await gateway.get('/auth')).headers.get('referrer-policy')).toBe(
        'strict-origin-when-cross-origin',
      );
    },
  );

  test('an unknown page answers the shell (its 404 page) with status 404, never cached', async () => {
    const res = await gateway.get('/no-such-page');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.text).toContain('<div id=root>');
  });

  test('the public pages carry their page preview, composed by the gateway (SSI) from the marketing remote', async () => {
    for (const [page, file] of [
      ['/', 'index'],
      ['/zak-ia-info', 'zak-ia-info'],
      ['/contact/', 'contact'],
    ] as const) {
      const preview = readFileSync(
        path.join(REPO_ROOT, 'mfe-marketing', 'dist', 'prerender', `${file}.html`),
        'utf8',
      );
      const res = await gateway.get(page);
      expect(res.status).toBe(200);
      expect(res.text).toContain(`<div id=page-preview>${preview}</div>`);
      expect(res.text).not.toContain('<!--#');
    }
    // The preview's script is a hashed file of the marketing remote, cached for a year.
    const script = /<script src="(\/remotes\/marketing\/prerender\/boot\.[0-9a-f]{16}\.js)">/.exec(
      (await gateway.get('/')).text,
    )?.[1];
    expect(script).toBeDefined();
    const boot = await gateway.get(script ?? '');
    expect(boot.status).toBe(200);
    expect(boot.headers.get('cache-control')).toContain('immutable');
  });

  test('pages without a preview have an empty slot (member area, unknown page) or none (chat)', async () => {
    for (const page of ['/account', '/no-such-page']) {
      const res = await gateway.get(page);
      expect(res.text).toContain('<div id=page-preview></div>');
      expect(res.text).not.toContain('<!--#');
    }
    expect((await gateway.get('/ia')).text).not.toContain('id=page-preview');
  });

  test('with the marketing remote gone, / still answers its page, with an empty slot', async () => {
    topology.removeRemote('marketing');
    try {
      const res = await gateway.get('/');
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id=page-preview></div>');
    } finally {
      topology.restoreRemote('marketing');
    }
    expect((await gateway.get('/')).text).toContain('data-preview-lang="fr"');
  });

  test("the shell's offline worker revalidates, under the page's CSP; the web app manifest has its type", async () => {
    const worker = await gateway.get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('content-security-policy')).toContain("default-src 'self'");
    const manifest = await gateway.get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  test('a missing file is a plain 404, not the page', async () => {
    const res = await gateway.get('/missing-file.js');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<div id=root>');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  test("the shell's hashed bundle is cached for a year and sent gzipped", async () => {
    const html = (await gateway.get('/')).text;
    const script = /src=["']?(\/main\.[0-9a-f]+\.js)/.exec(html)?.[1];
    expect(script).toBeDefined();
    const res = await gateway.get(script ?? '', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    // fetch decompresses; the header says what travelled.
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('remotes and the registry through the gateway', () => {
  test('the registry comes from the API, never cached, pointing at each remote path', async () => {
    const res = await gateway.get('/mfe-registry.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const registry = res.json as { remotes: Record<string, { name: string; entry: string }> };
    expect(registry.remotes).toMatchObject({
      marketing: { name: 'mfe_marketing', entry: '/remotes/marketing/mf-manifest.json' },
      chat: { name: 'mfe_chat', entry: '/remotes/chat/mf-manifest.json' },
      admin: { name: 'mfe_admin', entry: '/remotes/admin/mf-manifest.json' },
      training: {
        name: 'mfe_training',
        entry: '/remotes/training/mf-manifest.json',
        routes: ['/entrainement', '/training'],
        offline: true,
      },
    });
  });

  test.each(['marketing', 'chat', 'admin', 'training'])(
    'the %s remote is served by its own container: entry points revalidated, chunks immutable',
    async (remote) => {
      const manifest = await gateway.get(`/remotes/${remote}/mf-manifest.json`);
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get('cache-control')).toBe('no-cache');
      expect(manifest.headers.get('access-control-allow-origin')).toBe('*');

      const entry = await gateway.get(`/remotes/${remote}/remoteEntry.js`);
      expect(entry.status).toBe(200);
      expect(entry.headers.get('cache-control')).toBe('no-cache');
      expect(entry.headers.get('content-type')).toMatch(/javascript/);

      // A content-hashed chunk the manifest lists.
      const name = /"([^"]*\.[0-9a-f]{16,}\.js)"/.exec(manifest.text)?.[1];
      expect(name).toBeDefined();
      const hashed = await gateway.get(`/remotes/${remote}/${name ?? ''}`);
      expect(hashed.status).toBe(200);
      expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

      const missing = await gateway.get(`/remotes/${remote}/0.0123456789abcdef0123.js`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('cache-control')).toBe('no-store');
    },
  );
});

describe('the API replicas behind the gateway', () => {
  test('the migration job can run again while the replicas serve: it applies nothing and exits 0', async () => {
    const before = await gateway.get('/api/ready');
    const state = () =>
      query<Record<string, unknown>>(
        `SELECT (SELECT json_agg(name ORDER BY name) FROM schema_migrations) AS migrations,
                (SELECT row_to_json(u) FROM users u WHERE username = $1) AS admin,
                (SELECT count(*)::int FROM users) AS users`,
        [ADMIN.username],
      );
    const rowsBefore = await state();
    expect(() => topology.migrate()).not.toThrow();
    // Nothing applied: the same migrations recorded, the administrator untouched, no user added.
    expect(await state()).toEqual(rowsBefore);
    expect((await gateway.get('/api/ready')).status).toBe(before.status);
  });

  test('health and readiness answer through the gateway, never cached', async () => {
    const health = await gateway.get('/api/health');
    expect(health.status).toBe(200);
    expect(health.json).toEqual({ status: 'ok' });
    const ready = await gateway.get('/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.json).toMatchObject({ status: 'ready', database: true, sessionStore: true });
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  test('a session created through instance A is valid on instance B and through the gateway', async () => {
    const [a] = topology.apis;
    const browser = new Client(a?.url ?? '');
    const member = await registerMember(browser);
    const [, onB] = onEachInstance(browser);
    const fromB = await onB.get('/api/auth/user');
    expect(fromB.status).toBe(200);
    expect(fromB.json).toMatchObject({ id: member.id, username: member.username });

    const viaGateway = new Client(topology.url);
    browser.copyCookiesTo(viaGateway);
    for (let i = 0; i < 4; i += 1) {
      // Round robin: both replicas answer for the same session.
      const res = await viaGateway.get('/api/auth/user');
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ id: member.id });
    }
  });

  test('logging out on one instance ends the session on both', async () => {
    const browser = new Client(topology.url);
    await registerMember(browser);
    const [onA, onB] = onEachInstance(browser);
    expect((await onA.get('/api/auth/user')).status).toBe(200);
    expect((await onB.get('/api/auth/user')).status).toBe(200);

    const logout = await onB.post('/api/auth/logout', {});
    expect(logout.status).toBe(200);

    // The old cookie (still held by the other tab) no longer opens a session anywhere.
    expect((await onA.get('/api/auth/user')).status).toBe(401);
    expect((await browser.get('/api/auth/user')).status).toBe(401);
  });

  test('a write through the gateway is accepted from the gateway origin (Host and port kept)', async () => {
    const browser = new Client(topology.url);
    await registerMember(browser);
    const created = await browser.post('/api/conversations', { title: 'Programme' });
    expect(created.status).toBe(201);
    // A foreign origin is still refused.
    const foreign = await browser.request(
      'POST',
      '/api/conversations',
      { title: 'x' },
      { origin: 'https://evil.example' },
    );
    expect(foreign.status).toBe(403);
  });

  test('rate-limit counters are shared: failed logins on A and B add up to one limit', async () => {
    const [a, b] = topology.apis;
    const onA = new Client(a?.url ?? '');
    const onB = new Client(b?.url ?? '');
    const username = uniqueName('target');
    await onA.post('/api/auth/register', { username, password: 'the-right-password' });
    // AUTH_RATE_PER_USERNAME defaults to 10 failed logins per window.
    for (let i = 0; i < 10; i += 1) {
      const res = await (i % 2 ? onB : onA).post('/api/auth/login', {
        username,
        password: 'wrong-pass',
      });
      expect(res.status).toBe(401);
    }
    for (const client of [onA, onB]) {
      const res = await client.post('/api/auth/login', {
        username,
        password: 'the-right-password',
      });
      expect(res.status).toBe(429);
      expect(res.json).toEqual({ message: expect.any(String), code: 'RATE_LIMITED' });
    }
  });

  test('the client IP reaches the API through the gateway, and a forged X-Forwarded-For does not replace it', async () => {
    const admin = new Client(topology.url);
    const login = await signInAdmin(admin, ADMIN);
    expect(login.status).toBe(200);
    const member = await registerMember(new Client(topology.url));
    // The client connects from its own loopback address (nginx and the replicas talk over
    // 127.0.0.1), so the address the API logs tells the client from the gateway.
    const patch = await fromAddress(CLIENT_ADDRESS, topology.url, {
      method: 'PATCH',
      path: `/api/admin/users/${member.id}`,
      body: { hasIAAccess: false },
      headers: {
        cookie: admin.cookieHeader(),
        origin: topology.url,
        'x-forwarded-for': '203.0.113.9',
      },
    });
    expect(patch.status).toBe(200);
    const logs = await admin.get('/api/admin/logs?limit=10');
    const entry = (
      logs.json as { logs: Array<{ action: string; details: unknown; ipAddress: string }> }
    ).logs.find((l) => l.action === 'user.update' && JSON.stringify(l.details).includes(member.id));
    // nginx appends the peer address: with TRUST_PROXY=1 the API takes that last hop.
    expect(entry?.ipAddress).toBe(CLIENT_ADDRESS);
  });
});
