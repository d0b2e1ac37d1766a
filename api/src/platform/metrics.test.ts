import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { registry, startMetricsServer } from './metrics';

// The monitoring files kept in the repository agree with the metrics the API serves.
const REPO = path.resolve(__dirname, '..', '..', '..');
const read = (file: string) => readFileSync(path.join(REPO, file), 'utf8');

interface Panel {
  type: string;
  title: string;
  description?: string;
  targets?: Array<{ expr: string }>;
}
const dashboard = JSON.parse(read('deploy/monitoring/grafana/dashboards/zak-api.json')) as {
  uid: string;
  panels: Panel[];
};
const graphs = dashboard.panels.filter((p) => p.type !== 'row');

describe('METRICS_PORT', () => {
  it('is off unless set, and never the public port', () => {
    expect(loadConfig({}).metricsPort).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metricsPort).toBe(9464);
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(
      /METRICS_PORT must differ from PORT/,
    );
    expect(() => loadConfig({ METRICS_PORT: 'metrics' })).toThrow(
      /METRICS_PORT must be an integer/,
    );
  });
});

describe('the Grafana dashboard', () => {
  it('queries only metrics the API serves', async () => {
    (await startMetricsServer(0, '127.0.0.1')).close();
    const served = new Set((await registry.getMetricsAsJSON()).map((m) => m.name));
    const used = new Set<string>();
    for (const panel of graphs) {
      expect(panel.targets?.length).toBeGreaterThan(0);
      for (const { expr } of panel.targets ?? []) {
        for (const [name] of expr.matchAll(/\b(?:http|zak|nodejs|process)_[a-z0-9_]+/g)) {
          used.add(name.replace(/_(bucket|sum|count)$/, ''));
        }
      }
    }
    expect([...used].filter((name) => !served.has(name))).toEqual([]);
    // Traffic, errors and latency per route, Node runtime, PostgreSQL and Redis, AI usage, backups.
    for (const name of [
      'http_request_duration_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'zak_dependency_up',
      'zak_db_pool_connections',
      'zak_ai_requests_total',
      'zak_ai_tokens_total',
      'zak_conversation_cache_requests_total',
      'zak_backup_last_success_timestamp_seconds',
    ]) {
      expect(used).toContain(name);
    }
  });

  it("describes each panel in docs/monitoring.md's panel section", () => {
    const doc = read('docs/monitoring.md');
    const section = /\n## The dashboard's panels\n([\s\S]*?)(\n## |$)/.exec(doc)?.[1] ?? '';
    expect(section).not.toBe('');
    for (const panel of graphs) {
      expect(panel.description).toEqual(expect.any(String));
      expect(`${panel.title}: ${section.includes(`**${panel.title}**`)}`).toBe(
        `${panel.title}: true`,
      );
    }
  });

  it("is scraped from every replica's metrics port set in docker-compose.yml", () => {
    const compose = read('docker-compose.yml');
    const port = /METRICS_PORT: "(\d+)"/.exec(compose)?.[1];
    expect(port).toBeDefined();
    const prometheus = read('deploy/monitoring/prometheus.yml');
    expect(prometheus).toMatch(/names: \[['"]api['"]\]/);
    expect(prometheus).toContain(`port: ${port}`);
    expect(compose).toContain('./deploy/monitoring/grafana/dashboards:/var/lib/grafana/dashboards');
    expect(read('deploy/monitoring/grafana/provisioning/datasources/prometheus.yml')).toContain(
      'uid: prometheus',
    );
  });
});
