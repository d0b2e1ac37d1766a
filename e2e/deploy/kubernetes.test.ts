import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

// The Kubernetes deployment (deploy/kubernetes) proved without a cluster: each overlay rendered by
// Kustomize, each object validated against the Kubernetes API schemas, then read for what it
// promises (probes, drain, autoscaling bounds, disruption budgets, image tags, secrets,
// network policies).
const REPO = path.resolve(__dirname, '..', '..');
const KUBERNETES = path.join(REPO, 'deploy', 'kubernetes');
const OVERLAYS = ['production', 'in-cluster-data'];
const FRONT_ENDS = ['shell', 'mfe-marketing', 'mfe-chat', 'mfe-admin', 'mfe-training'];
const KUBECTL = process.env.KUBECTL || 'kubectl';

interface Obj {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  // The rendered YAML, read field by field below.
  [field: string]: unknown;
}

// Typed views of the fields the tests read.
interface Probe {
  httpGet?: { path: string; port: string | number };
}
interface Container {
  name: string;
  image: string;
  command?: string[];
  ports?: Array<{ name?: string; containerPort: number }>;
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
}
interface PodSpec {
  containers: Container[];
  initContainers?: Container[];
  terminationGracePeriodSeconds?: number;
}
interface Workload extends Obj {
  spec: {
    replicas?: number;
    selector: { matchLabels: Record<string, string> };
    template: { metadata: { labels: Record<string, string> }; spec: PodSpec };
  };
}
interface Selector {
  matchLabels?: Record<string, string>;
}
interface PolicyPeer {
  podSelector?: Selector;
  namespaceSelector?: Selector;
}
interface PolicyRule {
  from?: PolicyPeer[];
  to?: PolicyPeer[];
  ports?: Array<{ port: number }>;
}
interface NetworkPolicy extends Obj {
  spec: {
    podSelector: Selector;
    policyTypes: string[];
    ingress?: PolicyRule[];
    egress?: PolicyRule[];
  };
}

function render(dir: string): Obj[] {
  const out = execFileSync(KUBECTL, ['kustomize', dir], { encoding: 'utf8' });
  return parseAllDocuments(out)
    .map((doc) => doc.toJS() as Obj | null)
    .filter((o): o is Obj => o !== null);
}

const rendered = new Map<string, Obj[]>();
beforeAll(() => {
  for (const overlay of OVERLAYS) {
    rendered.set(overlay, render(path.join(KUBERNETES, 'overlays', overlay)));
  }
});
const objects = (overlay = 'production') => rendered.get(overlay) ?? [];

function find<T extends Obj>(kind: string, name: string, overlay = 'production'): T {
  const found = objects(overlay).find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`${overlay}: no ${kind} ${name}`);
  return found as T;
}

function findByPrefix<T extends Obj>(kind: string, prefix: string): T {
  const found = objects().find((o) => o.kind === kind && o.metadata.name.startsWith(`${prefix}-`));
  if (!found) throw new Error(`no ${kind} ${prefix}-<hash>`);
  return found as T;
}

/** Validates `object` against its kind's schema; the error message lists every violation. */
async function validate(object: Obj): Promise<void> {
  const group = object.apiVersion.includes('/') ? object.apiVersion : `${object.apiVersion}`;
  const module = (await import(`kubernetes-models/${group}/${object.kind}`)) as Record<
    string,
    new (data: unknown) => { validate: () => void }
  >;
  const Model = module[object.kind];
  if (!Model) throw new Error(`no schema for ${object.apiVersion} ${object.kind}`);
  new Model(object).validate();
}

function selects(selector: Selector | undefined, labels: Record<string, string>): boolean {
  return Object.entries(selector?.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
}

describe('rendering and schema validation', () => {
  it.each(OVERLAYS)('renders overlays/%s into valid Kubernetes objects', async (overlay) => {
    const all = objects(overlay);
    expect(all.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const object of all) {
      await validate(object).catch((err: Error) =>
        failures.push(`${object.kind} ${object.metadata.name}: ${err.message}`),
      );
    }
    expect(failures).toEqual([]);
    // Every object lands in the installation's namespace (except the namespace itself).
    for (const object of all.filter((o) => o.kind !== 'Namespace')) {
      expect(`${object.kind}/${object.metadata.name}:${object.metadata.namespace}`).toBe(
        `${object.kind}/${object.metadata.name}:zak-coaching`,
      );
    }
  });

  it('refuses an object that breaks its schema (the validator can fail)', async () => {
    const api = structuredClone(find<Workload>('Deployment', 'api'));
    (api.spec as Record<string, unknown>).replicas = 'two';
    const container = api.spec.template.spec.containers[0] as unknown as Record<string, unknown>;
    delete container.name;
    await expect(validate(api)).rejects.toThrow(/replicas must be integer/);
    await expect(validate(api)).rejects.toThrow(/name/);
  });
});

describe('the API', () => {
  const api = () => find<Workload>('Deployment', 'api');
  const container = () => api().spec.template.spec.containers[0]!;

  it('is ready on /api/ready and alive on /api/health, with resource requests', () => {
    const c = container();
    const http = c.ports?.find((p) => p.name === 'http');
    expect(http?.containerPort).toBe(3000);
    expect(c.readinessProbe?.httpGet).toEqual({ path: '/api/ready', port: 'http' });
    expect(c.livenessProbe?.httpGet).toEqual({ path: '/api/health', port: 'http' });
    expect(c.resources?.requests).toEqual({ cpu: expect.any(String), memory: expect.any(String) });
    expect(c.resources?.limits?.memory).toEqual(expect.any(String));
  });

  it('gives the API time to drain: the grace period is above its own shutdown deadline', () => {
    const server = readFileSync(path.join(REPO, 'api', 'src', 'server.ts'), 'utf8');
    const deadline = Number(/SHUTDOWN_DEADLINE_MS = ([\d_]+)/.exec(server)?.[1]?.replace('_', ''));
    const grace = Number(/DRAIN_GRACE_MS = ([\d_]+)/.exec(server)?.[1]?.replace('_', ''));
    expect(deadline).toBeGreaterThan(0);
    expect(grace).toBeGreaterThan(0);
    const period = api().spec.template.spec.terminationGracePeriodSeconds ?? 30;
    // The preStop pause runs before SIGTERM, inside the same grace period.
    const preStop = container().lifecycle?.preStop?.exec?.command ?? [];
    expect(preStop[0]).toBe('sleep');
    const pause = Number(preStop[1]);
    expect(pause).toBeGreaterThan(0);
    expect(period * 1000).toBeGreaterThan(pause * 1000 + deadline + grace);
  });

  it('migrates before each new replica starts, with the same image', () => {
    const init = api().spec.template.spec.initContainers ?? [];
    expect(init.map((c) => c.name)).toEqual(['migrate']);
    expect(init[0]?.command).toEqual(['node', 'dist/migrate.js']);
    expect(init[0]?.image).toBe(container().image);
    expect(container().image).toMatch(/^zak-coaching\/api:[\w.-]+$/);
  });

  it('scales between bounds the database can hold, and keeps a replica through disruptions', () => {
    const hpa = find<Obj & { spec: Record<string, unknown> }>('HorizontalPodAutoscaler', 'api');
    const spec = hpa.spec as {
      scaleTargetRef: { kind: string; name: string };
      minReplicas: number;
      maxReplicas: number;
    };
    expect(spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: 'api' });
    expect(spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(spec.maxReplicas).toBeGreaterThan(spec.minReplicas);
    // The HPA owns the count: a replicas field would fight it at every apply.
    expect(api().spec.replicas).toBeUndefined();
    // Each replica holds DB_POOL_MAX + 1 connections (the pool and the conversation feed), plus a
    // surge replica during a rollout: all under PostgreSQL's default max_connections (100).
    const config = findByPrefix<Obj & { data: Record<string, string> }>('ConfigMap', 'api-config');
    const pool = Number(config.data.DB_POOL_MAX);
    expect((spec.maxReplicas + 1) * (pool + 1)).toBeLessThan(100);

    const pdb = find<Obj & { spec: { minAvailable: number; selector: Selector } }>(
      'PodDisruptionBudget',
      'api',
    );
    expect(selects(pdb.spec.selector, api().spec.template.metadata.labels)).toBe(true);
    expect(pdb.spec.minAvailable).toBeGreaterThanOrEqual(1);
    expect(pdb.spec.minAvailable).toBeLessThan(spec.minReplicas);
  });
});

describe('the nightly backup', () => {
  interface CronJob extends Obj {
    spec: {
      schedule: string;
      timeZone?: string;
      concurrencyPolicy?: string;
      jobTemplate: {
        spec: {
          template: {
            metadata: { labels: Record<string, string> };
            spec: PodSpec & {
              restartPolicy: string;
              securityContext?: Record<string, unknown>;
              volumes?: Array<{ name: string; persistentVolumeClaim?: { claimName: string } }>;
            };
          };
        };
      };
    };
  }
  const cronJob = () => find<CronJob>('CronJob', 'backup');
  const pod = () => cronJob().spec.jobTemplate.spec.template.spec;

  it('runs `backup.js --prune` with the API image once a night, never two at a time', () => {
    const spec = cronJob().spec;
    expect(spec.schedule).toMatch(/^\d{1,2} \d{1,2} \* \* \*$/);
    expect(spec.timeZone).toBe('Etc/UTC');
    expect(spec.concurrencyPolicy).toBe('Forbid');
    const [container] = pod().containers;
    expect(container?.command).toEqual(['node', 'dist/backup.js', '--prune']);
    expect(container?.image).toBe(
      find<Workload>('Deployment', 'api').spec.template.spec.containers[0]?.image,
    );
    expect(container?.envFrom?.map((e) => e.secretRef?.name).filter(Boolean)).toEqual(['zak-api']);
    expect(container?.resources?.requests).toEqual({
      cpu: expect.any(String),
      memory: expect.any(String),
    });
    expect(container?.resources?.limits?.memory).toEqual(expect.any(String));
  });

  it('writes to its own PersistentVolumeClaim, as the non-root user of the other pods', () => {
    const volume = pod().volumes?.find((v) => v.persistentVolumeClaim);
    expect(volume?.persistentVolumeClaim?.claimName).toBe('backups');
    find<Obj>('PersistentVolumeClaim', 'backups');
    const [container] = pod().containers as Array<
      Container & {
        env?: Array<{ name: string; value: string }>;
        volumeMounts?: Array<{ name: string; mountPath: string }>;
        securityContext?: Record<string, unknown>;
      }
    >;
    const dir = container?.env?.find((e) => e.name === 'BACKUP_DIR')?.value;
    expect(container?.volumeMounts).toContainEqual({ name: volume?.name, mountPath: dir });
    const api = find<Workload>('Deployment', 'api').spec.template.spec as PodSpec & {
      securityContext: Record<string, unknown>;
      containers: Array<{ securityContext?: Record<string, unknown> }>;
    };
    expect(pod().securityContext).toEqual({ ...api.securityContext, fsGroup: 1000 });
    expect(container?.securityContext).toEqual(api.containers[0]?.securityContext);
    expect(pod().restartPolicy).toBe('Never');
  });

  it("uses a PostgreSQL client of the server's major version (the API image's PG_CLIENT_MAJOR)", () => {
    const dockerfile = readFileSync(path.join(REPO, 'deploy', 'api.Dockerfile'), 'utf8');
    const client = /^ARG PG_CLIENT_MAJOR=(\d+)$/m.exec(dockerfile)?.[1];
    expect(dockerfile).toMatch(/postgresql-client-\$\{PG_CLIENT_MAJOR\}/);
    const compose = readFileSync(path.join(REPO, 'docker-compose.yml'), 'utf8');
    const composeServer = /^\s+image: postgres:(\d+)/m.exec(compose)?.[1];
    const statefulSet = find<Workload>('StatefulSet', 'postgres', 'in-cluster-data');
    const clusterServer = /^postgres:(\d+)/.exec(
      statefulSet.spec.template.spec.containers[0]?.image ?? '',
    )?.[1];
    expect(client).toBeDefined();
    expect([composeServer, clusterServer]).toEqual([client, client]);
  });
});

describe('the front ends and the gateway', () => {
  it('runs each front end as its own Deployment and Service, each with its own image tag', () => {
    for (const name of FRONT_ENDS) {
      const deployment = find<Workload>('Deployment', name);
      expect(deployment.spec.template.spec.containers[0]?.image).toBe(`zak-coaching/${name}:1.0.0`);
      const service = find<Obj & { spec: { selector: Record<string, string> } }>('Service', name);
      expect(service.spec.selector).toEqual(deployment.spec.selector.matchLabels);
    }
  });

  it('ships one front end alone: a new tag for mfe-chat changes the mfe-chat Deployment only', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'zak-overlay-'));
    try {
      const production = path.relative(dir, path.join(KUBERNETES, 'overlays', 'production'));
      writeFileSync(
        path.join(dir, 'kustomization.yaml'),
        [
          'apiVersion: kustomize.config.k8s.io/v1beta1',
          'kind: Kustomization',
          'resources:',
          `  - ${production}`,
          'images:',
          '  - name: zak-coaching/mfe-chat',
          '    newTag: "2.0.0"',
          '',
        ].join('\n'),
      );
      const shipped = render(dir);
      const changed = shipped.filter((object) => {
        const before = objects().find(
          (o) => o.kind === object.kind && o.metadata.name === object.metadata.name,
        );
        return JSON.stringify(before) !== JSON.stringify(object);
      });
      expect(changed.map((o) => `${o.kind}/${o.metadata.name}`)).toEqual(['Deployment/mfe-chat']);
      const chat = changed[0] as Workload;
      expect(chat.spec.template.spec.containers[0]?.image).toBe('zak-coaching/mfe-chat:2.0.0');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs the gateway on deploy/nginx/gateway.conf itself: same paths, cache rules and page preview', () => {
    const file = readFileSync(path.join(REPO, 'deploy', 'nginx', 'gateway.conf'), 'utf8');
    const conf = findByPrefix<Obj & { data: Record<string, string> }>('ConfigMap', 'gateway-nginx');
    expect(conf.data['nginx.conf']).toBe(file);
    expect(file).toMatch(/ssi on;/);
    const gateway = find<Workload>('Deployment', 'gateway');
    const volume = (
      gateway.spec.template.spec as unknown as {
        volumes: Array<{ configMap?: { name: string } }>;
      }
    ).volumes.find((v) => v.configMap);
    expect(volume?.configMap?.name).toBe(conf.metadata.name);
    // Every upstream host of the file is a Service of the installation on that port.
    const upstreams = [...file.matchAll(/^\s*(?:upstream \S+ \{ )?server ([a-z-]+):(\d+)/gm)];
    expect(upstreams.map((m) => m[1]).sort()).toEqual([...FRONT_ENDS, 'api'].sort());
    for (const [, host, port] of upstreams) {
      const service = find<Obj & { spec: { ports: Array<{ port: number }> } }>('Service', host!);
      expect(service.spec.ports.map((p) => p.port)).toContain(Number(port));
    }
  });

  it('sends every path of the Ingress to the gateway', () => {
    const ingress = find<
      Obj & {
        spec: {
          rules: Array<{
            http: {
              paths: Array<{
                path: string;
                pathType: string;
                backend: { service: { name: string } };
              }>;
            };
          }>;
        };
      }
    >('Ingress', 'zak-coaching');
    const paths = ingress.spec.rules.flatMap((r) => r.http.paths);
    expect(paths).toEqual([
      expect.objectContaining({ path: '/', pathType: 'Prefix', backend: expect.anything() }),
    ]);
    expect(paths[0]?.backend.service.name).toBe('gateway');
  });
});

describe('secrets', () => {
  const SECRET_NAMES = /SECRET|PASSWORD|API_KEY|TOKEN|DATABASE_URL|REDIS_URL/i;

  it.each(OVERLAYS)('overlays/%s holds no Secret and nothing secret in a ConfigMap', (overlay) => {
    expect(objects(overlay).filter((o) => o.kind === 'Secret')).toEqual([]);
    for (const map of objects(overlay).filter((o) => o.kind === 'ConfigMap')) {
      const data = (map as Obj & { data?: Record<string, string> }).data ?? {};
      for (const [key, value] of Object.entries(data)) {
        expect(`${map.metadata.name}.${key}`).not.toMatch(SECRET_NAMES);
        // No credentials in a URL (scheme://user:password@host).
        expect(value).not.toMatch(/[a-z]+:\/\/[^/\s:@]+:[^/\s@]+@/i);
      }
    }
  });

  it('gives the API its secrets from the Secret zak-api', () => {
    const api = find<Workload>('Deployment', 'api');
    for (const c of [
      ...api.spec.template.spec.containers,
      ...(api.spec.template.spec.initContainers ?? []),
    ]) {
      expect(c.envFrom?.map((e) => e.secretRef?.name).filter(Boolean)).toEqual(['zak-api']);
    }
  });
});

describe('network policies', () => {
  const policies = (overlay = 'production') =>
    objects(overlay).filter((o): o is NetworkPolicy => o.kind === 'NetworkPolicy');
  const podLabels = (name: string, overlay = 'production') =>
    objects(overlay)
      .filter((o): o is Workload => ['Deployment', 'StatefulSet'].includes(o.kind))
      .find((o) => o.metadata.name === name)!.spec.template.metadata.labels;
  /** The ingress rules that let traffic reach pod `name` on `port`. */
  const ingressTo = (name: string, port: number, overlay = 'production') =>
    policies(overlay)
      .filter((p) => selects(p.spec.podSelector, podLabels(name, overlay)))
      .flatMap((p) => p.spec.ingress ?? [])
      .filter((rule) => !rule.ports || rule.ports.some((p) => p.port === port));

  it('denies everything not allowed', () => {
    const deny = policies().find((p) => p.metadata.name === 'default-deny');
    expect(deny?.spec).toEqual({ podSelector: {}, policyTypes: ['Ingress', 'Egress'] });
  });

  it('lets only the ingress controller reach the gateway, and only the gateway reach the front ends and the API', () => {
    const gatewayPeer = [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'gateway' } } }];
    expect(ingressTo('gateway', 8080).map((r) => r.from)).toEqual([
      [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } } }],
    ]);
    for (const name of FRONT_ENDS) {
      expect(ingressTo(name, 8080).map((r) => r.from)).toEqual([gatewayPeer]);
    }
    expect(ingressTo('api', 3000).map((r) => r.from)).toEqual([gatewayPeer]);
  });

  it('opens the metrics port to the monitoring namespace only', () => {
    expect(ingressTo('api', 9464).map((r) => r.from)).toEqual([
      [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } }],
    ]);
  });

  it('lets only the API reach PostgreSQL and Redis, and the nightly backup PostgreSQL alone', () => {
    const reaching = (overlay: string, port: number) =>
      policies(overlay)
        .filter((p) =>
          (p.spec.egress ?? []).some((rule) => (rule.ports ?? []).some((q) => q.port === port)),
        )
        .map((p) => p.spec.podSelector.matchLabels?.['app.kubernetes.io/name']);
    for (const overlay of OVERLAYS) {
      expect(reaching(overlay, 5432)).toEqual(['api', 'backup']);
      expect(reaching(overlay, 6379)).toEqual(['api']);
    }
    const peer = (name: string) => ({
      podSelector: { matchLabels: { 'app.kubernetes.io/name': name } },
    });
    expect(ingressTo('postgres', 5432, 'in-cluster-data').map((r) => r.from)).toEqual([
      [peer('api'), peer('backup')],
    ]);
    expect(ingressTo('redis', 6379, 'in-cluster-data').map((r) => r.from)).toEqual([[peer('api')]]);
  });
});
