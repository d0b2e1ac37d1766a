import { randomBytes, randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { monitorDependencies, startMetricsServer } from '../../src/platform/metrics';
import { postGenericWebhook } from '../support/generic-webhook';
import { startTestApp, uniqueName, type TestApp } from '../support/harness';
import { startPrivatePostgres } from '../support/private-postgres';
import { startPrivateRedis } from '../support/redis-server';

// The metrics of a replica (platform/metrics) read as Prometheus reads them: over HTTP from the metrics
// port, in the text format. The app times requests when METRICS_PORT is set.
const METRICS_ENV = { METRICS_PORT: '0' };

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

let t: TestApp;
let metricsServer: Server;
let metricsUrl: string;

beforeAll(async () => {
  t = await startTestApp(METRICS_ENV);
  metricsServer = await startMetricsServer(0, '127.0.0.1');
  metricsUrl = `http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  metricsServer.close();
  await t.close();
});

function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) throw new Error(`not a Prometheus sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[pair[1]!] = pair[2]!;
    }
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return samples;
}

async function scrape(): Promise<Sample[]> {
  const res = await fetch(`${metricsUrl}/metrics`);
  expect(res.status).toBe(200);
  return parse(await res.text());
}

/** Sum of the samples of `name` whose labels include `labels`. */
function sum(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((total, s) => total + s.value, 0);
}

/** Reads `read` before and after `act`: how much each named value moved. */
async function delta(act: () => Promise<unknown>, read: (s: Sample[]) => number): Promise<number> {
  const before = read(await scrape());
  await act();
  return read(await scrape()) - before;
}

describe('the metrics endpoint', () => {
  it('serves the Prometheus text format with the default Node metrics, on its own port only', async () => {
    const res = await fetch(`${metricsUrl}/metrics`);
    expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    const text = await res.text();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'zak_conversation_cache_requests_total',
    ]) {
      expect(text).toContain(`\n${name}`);
    }
    expect((await fetch(`${metricsUrl}/other`)).status).toBe(404);
    // The public port knows nothing of it.
    const publicMetrics = await request(t.url).get('/metrics');
    expect(publicMetrics.text ?? '').not.toContain('http_request_duration_seconds');
    expect((await request(t.url).get('/api/metrics')).status).toBe(404);
  });
});

describe('http_request_duration_seconds', () => {
  it('labels requests by method, route template and status code, never by the raw path', async () => {
    const { agent } = await t.signedIn();
    const created = await agent.post('/api/conversations').send({ title: 'metrics' });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const unknownId = randomUUID();
    const before = await scrape();
    expect((await agent.get(`/api/conversations/${id}`)).status).toBe(200);
    expect((await agent.get(`/api/conversations/${unknownId}`)).status).toBe(404);
    // Refused by the router's guard before its route runs: still that route's template.
    expect((await request(t.url).get(`/api/conversations/${id}`)).status).toBe(401);
    expect((await request(t.url).get('/api/nothing/here')).status).toBe(404);
    const after = await scrape();
    const count = (route: string, status: string, method = 'GET') => {
      const labels = { method, route, status_code: status };
      return (
        sum(after, 'http_request_duration_seconds_count', labels) -
        sum(before, 'http_request_duration_seconds_count', labels)
      );
    };
    expect(count('/api/conversations/:id', '200')).toBe(1);
    expect(count('/api/conversations/:id', '404')).toBe(1);
    expect(count('/api/conversations/:id', '401')).toBe(1);
    expect(count('unmatched', '404')).toBe(1);
    const routes = new Set(
      after.filter((s) => s.name.startsWith('http_request_')).map((s) => s.labels.route),
    );
    expect(routes).toContain('/api/conversations');
    expect(routes).toContain('/api/auth/login');
    for (const route of routes) {
      if (route === undefined) continue;
      expect(route).not.toContain(id);
      expect(route).not.toContain(unknownId);
    }
    // Buckets, sum and count for each series.
    const bucket = after.find(
      (s) =>
        s.name === 'http_request_duration_seconds_bucket' &&
        s.labels.route === '/api/conversations/:id' &&
        s.labels.le === '+Inf',
    );
    expect(bucket?.labels).toMatchObject({ method: 'GET', status_code: '200' });
  });

  it('adds no series for 1,000 requests to random unknown paths', async () => {
    const random = () => randomBytes(6).toString('hex');
    const methods = ['GET', 'POST', 'DELETE', 'HEAD'] as const;
    const paths = () => [`/api/${random()}`, `/api/${random()}/${random()}?${random()}=1`];
    const send = (method: (typeof methods)[number], path: string) =>
      fetch(`${t.url}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      }).then((res) => res.arrayBuffer());
    // One of each kind first: the series an unknown path belongs to exist from then on.
    for (const method of methods) for (const path of paths()) await send(method, path);
    // Node's own metrics may gain a series on their own (a new kind of GC): the API's are counted.
    const seriesOf = (samples: Sample[]) =>
      samples
        .filter((s) => !/^(nodejs|process)_/.test(s.name))
        .map((s) => `${s.name}${JSON.stringify(s.labels)}`)
        .sort();
    const before = seriesOf(await scrape());
    for (let batch = 0; batch < 100; batch += 1) {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          send(methods[(batch + i) % methods.length]!, paths()[i % 2]!),
        ),
      );
    }
    const afterScrape = await scrape();
    expect(seriesOf(afterScrape)).toEqual(before);
    expect(
      sum(afterScrape, 'http_request_duration_seconds_count', { route: 'unmatched' }),
    ).toBeGreaterThanOrEqual(1008);
  });
});

describe('business metrics', () => {
  it('counts sign-ins and registrations by outcome', async () => {
    const user = await t.seedUser();
    const logins = (outcome: string) => (s: Sample[]) =>
      sum(s, 'zak_auth_logins_total', { outcome });
    const login = (password: string) =>
      t.agent().post('/api/auth/login').send({ username: user.username, password });
    expect(await delta(() => login(user.password), logins('success'))).toBe(1);
    expect(await delta(() => login('wrong-password'), logins('bad_credentials'))).toBe(1);
    const registrations = (outcome: string) => (s: Sample[]) =>
      sum(s, 'zak_auth_registrations_total', { outcome });
    const username = uniqueName('reg');
    const register = () =>
      t.agent().post('/api/auth/register').send({ username, password: 'secret-42' });
    expect(await delta(register, registrations('success'))).toBe(1);
    expect(await delta(register, registrations('taken'))).toBe(1);
  });

  it('counts payment webhooks by provider and result', async () => {
    const secret = 'generic-secret-0123456789abcdefghijklmnop';
    const variant = await t.variant({ ...METRICS_ENV, PAYMENT_WEBHOOK_SECRET: secret });
    try {
      const post = (body: unknown, key = secret) => postGenericWebhook(variant.url, body, key);
      const grant = {
        id: uniqueName('evt'),
        type: 'grant',
        member: { email: 'nobody@example.com' },
      };
      const counted = (provider: string, result: string) => (s: Sample[]) =>
        sum(s, 'zak_payment_webhooks_total', { provider, result });
      expect(await delta(() => post(grant), counted('generic', 'unmatched'))).toBe(1);
      expect(await delta(() => post(grant), counted('generic', 'duplicate'))).toBe(1);
      expect(
        await delta(() => post({ ...grant, type: 'refund' }), counted('generic', 'ignored')),
      ).toBe(1);
      expect(await delta(() => post(grant, 'x'.repeat(40)), counted('generic', 'rejected'))).toBe(
        1,
      );
      // Stripe's secret is not set on this replica: 404, counted apart.
      expect(
        await delta(
          () => request(variant.url).post('/api/webhooks/stripe').send('{}'),
          counted('stripe', 'not_configured'),
        ),
      ).toBe(1);
      const series = (await scrape()).filter((x) => x.name === 'zak_payment_webhooks_total');
      expect(series).toHaveLength(3 * 11);
    } finally {
      await variant.close();
    }
  });

  it('counts rate-limit refusals by limiter', async () => {
    const variant = await t.variant({ ...METRICS_ENV, AUTH_RATE_PER_USERNAME: '2' });
    const user = await t.seedUser();
    const fail = () =>
      variant
        .agent()
        .post('/api/auth/login')
        .send({ username: user.username, password: 'nope-nope' });
    const refused = (s: Sample[]) =>
      sum(s, 'zak_rate_limit_refusals_total', { limiter: 'login-user' });
    const rateLimitedLogins = (s: Sample[]) =>
      sum(s, 'zak_auth_logins_total', { outcome: 'rate_limited' });
    const before = await scrape();
    expect((await fail()).status).toBe(401);
    expect((await fail()).status).toBe(401);
    expect((await fail()).status).toBe(429);
    const after = await scrape();
    expect(refused(after) - refused(before)).toBe(1);
    expect(rateLimitedLogins(after) - rateLimitedLogins(before)).toBe(1);
    await variant.close();
  });

  it('counts conversation-cache misses and hits', async () => {
    const { agent, user } = await t.signedIn();
    const hits = (s: Sample[]) =>
      sum(s, 'zak_conversation_cache_requests_total', { result: 'hit' });
    const misses = (s: Sample[]) =>
      sum(s, 'zak_conversation_cache_requests_total', { result: 'miss' });
    // A few reads: the replica knows the session's user and holds the list.
    for (let i = 0; i < 3; i += 1) expect((await agent.get('/api/conversations')).status).toBe(200);
    const before = await scrape();
    // A write through the API: the next read is a miss, the one after it a hit. The reads wait
    // for the write's notification (heard after the cache's own listener, which drops the list):
    // heard between the two reads, it would drop the list again (issue 39).
    const heard = new Promise<void>((resolve) => {
      const stop = t.feed.onChange((userId) => {
        if (userId !== user.id && userId !== null) return;
        stop();
        resolve();
      });
    });
    expect((await agent.post('/api/conversations').send({ title: 'cache' })).status).toBe(201);
    await heard;
    expect((await agent.get('/api/conversations')).status).toBe(200);
    expect((await agent.get('/api/conversations')).status).toBe(200);
    const after = await scrape();
    expect(misses(after) - misses(before)).toBe(1);
    expect(hits(after) - hits(before)).toBe(1);
  });

  it('counts AI answers, tokens and answer time by provider, model and outcome', async () => {
    const user = await t.seedUser({ hasIAAccess: true });
    const agent = t.agent();
    await agent.post('/api/auth/login').send({ username: user.username, password: user.password });
    const labels = { provider: 'offline', model: 'offline', outcome: 'success' };
    const before = await scrape();
    const answer = await agent.post('/api/ai/chat').send({ message: 'Combien de protéines ?' });
    expect(answer.status).toBe(200);
    const streamed = await agent
      .post('/api/ai/chat')
      .set('Accept', 'text/event-stream')
      .send({ message: 'How should I train my back?' });
    expect(streamed.text).toContain('event: done');
    const after = await scrape();
    const moved = (name: string, l: Record<string, string>) =>
      sum(after, name, l) - sum(before, name, l);
    expect(moved('zak_ai_requests_total', labels)).toBe(2);
    expect(moved('zak_ai_answer_duration_seconds_count', labels)).toBe(2);
    const completion = answer.body.tokens.completion as number;
    expect(
      moved('zak_ai_tokens_total', { provider: 'offline', kind: 'completion' }),
    ).toBeGreaterThan(completion);
    expect(sum(after, 'zak_ai_streams_in_flight')).toBe(0);
  });

  it('counts session-store errors and reports Redis down at scrape time', async () => {
    const redis = await startPrivateRedis();
    const variant = await t.variant({ ...METRICS_ENV, REDIS_URL: redis.url });
    try {
      const user = await t.seedUser();
      const agent = variant.agent();
      await agent
        .post('/api/auth/login')
        .send({ username: user.username, password: user.password });
      monitorDependencies({
        database: async () => {
          await t.sequelize.query('SELECT 1');
          return true;
        },
        sessionStore: async () => {
          const res = await request(variant.url).get('/api/ready');
          return res.body.sessionStore === true;
        },
      });
      const up = (s: Sample[], dependency: string) => sum(s, 'zak_dependency_up', { dependency });
      const healthy = await scrape();
      expect(up(healthy, 'postgres')).toBe(1);
      expect(up(healthy, 'redis')).toBe(1);
      await redis.stopServer();
      expect((await agent.get('/api/auth/user')).status).toBe(503);
      const down = await scrape();
      expect(up(down, 'redis')).toBe(0);
      expect(up(down, 'postgres')).toBe(1);
      expect(
        sum(down, 'zak_session_store_errors_total', { kind: 'request' }) -
          sum(healthy, 'zak_session_store_errors_total', { kind: 'request' }),
      ).toBe(1);
      expect(sum(down, 'zak_session_store_errors_total', { kind: 'connection' })).toBeGreaterThan(
        sum(healthy, 'zak_session_store_errors_total', { kind: 'connection' }),
      );
      expect(
        sum(down, 'zak_database_errors_total', { kind: 'request' }) -
          sum(healthy, 'zak_database_errors_total', { kind: 'request' }),
      ).toBe(0);
    } finally {
      await variant.close();
      await redis.stop();
    }
  });

  it('counts database errors while PostgreSQL is down', async () => {
    const pg = await startPrivatePostgres();
    const app = await startTestApp(METRICS_ENV, { databaseServerUrl: pg.url });
    try {
      const { agent } = await app.signedIn();
      expect((await agent.get('/api/conversations')).status).toBe(200);
      const errors = (kind: string) => (s: Sample[]) =>
        sum(s, 'zak_database_errors_total', { kind });
      const before = await scrape();
      await pg.stopServer();
      expect((await agent.get('/api/conversations')).status).toBe(503);
      const after = await scrape();
      expect(errors('request')(after) - errors('request')(before)).toBe(1);
      expect(errors('connection')(after)).toBeGreaterThan(errors('connection')(before));
      await pg.start();
    } finally {
      await app.close();
      await pg.stop();
    }
  });
});
