// The metrics of the production topology (issue 22): each API replica answers Prometheus on its
// own metrics port (METRICS_PORT, set per replica as compose sets it), and the gateway, the only
// address users know, never exposes it.
import { ADMIN, startTopology, type Topology } from './topology';

let topology: Topology;
beforeAll(async () => {
  topology = await startTopology({ apiCount: 2 });
});
afterAll(() => topology?.stop());

async function scrape(metricsUrl: string): Promise<{ type: string; text: string }> {
  const res = await fetch(`${metricsUrl}/metrics`);
  expect(res.status).toBe(200);
  return { type: res.headers.get('content-type') ?? '', text: await res.text() };
}

test("each replica's metrics port answers in the Prometheus text format", async () => {
  // Traffic through the gateway, spread over the replicas.
  for (let i = 0; i < 10; i += 1) {
    expect((await fetch(`${topology.url}/api/auth/user`)).status).toBe(401);
  }
  const login = await fetch(`${topology.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: topology.url },
    body: JSON.stringify({ username: ADMIN.username, password: 'not-the-password' }),
  });
  expect(login.status).toBe(401);

  let answered = 0;
  let failedLogins = 0;
  for (const api of topology.apis) {
    const { type, text } = await scrape(api.metricsUrl);
    expect(type).toContain('text/plain; version=0.0.4');
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    // PostgreSQL and Redis as this replica sees them.
    expect(text).toContain('zak_dependency_up{dependency="postgres"} 1');
    expect(text).toContain('zak_dependency_up{dependency="redis"} 1');
    const count = new RegExp(
      'http_request_duration_seconds_count\\{method="GET",route="/api/auth/user",status_code="401"\\} (\\d+)',
    ).exec(text);
    answered += Number(count?.[1] ?? 0);
    failedLogins += Number(
      /zak_auth_logins_total\{outcome="bad_credentials"\} (\d+)/.exec(text)?.[1] ?? 0,
    );
  }
  expect(answered).toBe(10);
  expect(failedLogins).toBe(1);
});

test('the gateway does not expose the metrics', async () => {
  for (const path of ['/metrics', '/api/metrics', '/api/../metrics', '/metrics/']) {
    const res = await fetch(`${topology.url}${path}`);
    const text = await res.text();
    expect(`${path}: ${res.headers.get('content-type')}`).not.toContain('version=0.0.4');
    expect(text).not.toContain('# TYPE');
    expect(text).not.toContain('http_request_duration_seconds');
  }
  // The gateway's configuration names no metrics port of any replica.
  for (const api of topology.apis) {
    const port = new URL(api.metricsUrl).port;
    expect(topology.gatewayConf).not.toContain(`:${port}`);
  }
});
