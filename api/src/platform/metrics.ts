import type { QueueStats } from './jobs/runner';
import { createServer, type Server } from 'node:http';
import type { Express, NextFunction, Request, Response } from 'express';
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type LabelValues,
} from 'prom-client';
import type { Logger } from './logger';

/**
 * The API's Prometheus metrics (prom-client): Node's default metrics, HTTP request durations by
 * route template, and the business counters below. One registry per process, served on its own
 * port (METRICS_PORT, `startMetricsServer`), never on the public one. Every label takes values
 * from a fixed set (route templates, status codes, provider and model from the config, limiter
 * names, outcomes): a visitor cannot create new series.
 */
export const registry = new Registry();
let nodeMetrics = false;

/** The value of the `route` label for a request that matched no route (404s, static files). */
export const UNMATCHED_ROUTE = 'unmatched';

const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by method, route template and status code: duration until the answer ended',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120],
  registers: [registry],
});
/** Kept as a plain number (a gauge's inc and dec hash their labels on every request). */
let requestsInFlight = 0;
new Gauge({
  name: 'http_requests_in_flight',
  help: 'HTTP requests being answered (streamed AI answers included)',
  registers: [registry],
  collect() {
    this.set(requestsInFlight);
  },
});
const aiRequests = new Counter({
  name: 'zak_ai_requests_total',
  help: 'AI answers asked of the engine, by provider, model and outcome (success, error, aborted)',
  labelNames: ['provider', 'model', 'outcome'] as const,
  registers: [registry],
});
const aiTokens = new Counter({
  name: 'zak_ai_tokens_total',
  help: 'Tokens of the AI answers completed, by provider, model and kind (prompt, completion)',
  labelNames: ['provider', 'model', 'kind'] as const,
  registers: [registry],
});
const aiDuration = new Histogram({
  name: 'zak_ai_answer_duration_seconds',
  help: 'Time to a complete AI answer (or its failure), by provider, model and outcome',
  labelNames: ['provider', 'model', 'outcome'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60],
  registers: [registry],
});
const aiStreams = new Gauge({
  name: 'zak_ai_streams_in_flight',
  help: 'Streamed AI answers (Server-Sent Events) being written',
  registers: [registry],
});
const logins = new Counter({
  name: 'zak_auth_logins_total',
  help: 'Sign-ins by outcome (success, bad_credentials, refused, invalid, rate_limited, unavailable, error)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});
const registrations = new Counter({
  name: 'zak_auth_registrations_total',
  help: 'Registrations by outcome (success, taken, refused, invalid, rate_limited, unavailable, error)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});
const rateLimited = new Counter({
  name: 'zak_rate_limit_refusals_total',
  help: 'Requests refused with 429 by a rate limit, by limiter',
  labelNames: ['limiter'] as const,
  registers: [registry],
});
const conversationCache = new Counter({
  name: 'zak_conversation_cache_requests_total',
  help: 'Conversation lists looked up in this replica cache: hit or miss',
  labelNames: ['result'] as const,
  registers: [registry],
});
const databaseErrors = new Counter({
  name: 'zak_database_errors_total',
  help: 'PostgreSQL errors seen: a pooled connection failing (connection) or a request answered 503 (request)',
  labelNames: ['kind'] as const,
  registers: [registry],
});
const sessionStoreErrors = new Counter({
  name: 'zak_session_store_errors_total',
  help: 'Session store (Redis) errors seen: client errors (connection) or a request answered 503 (request)',
  labelNames: ['kind'] as const,
  registers: [registry],
});
/** The payment providers whose webhooks are counted (modules/payments/webhook.routes). */
export const WEBHOOK_PROVIDERS = ['stripe', 'shopify', 'generic'] as const;
/**
 * What became of a provider's webhook: the event's result once stored (applied, attached, stale,
 * unmatched, duplicate) or answered without storing (ignored: a type the API does not use), else
 * the refusal: rejected (400: signature, payload or event id), not_configured (404: no secret),
 * rate_limited (429), retry (503: the provider sends it again), error (any other 5xx).
 */
export const WEBHOOK_RESULTS = [
  'applied',
  'attached',
  'stale',
  'unmatched',
  'duplicate',
  'ignored',
  'rejected',
  'not_configured',
  'rate_limited',
  'retry',
  'error',
] as const;
export type WebhookProvider = (typeof WEBHOOK_PROVIDERS)[number];
export type WebhookResult = (typeof WEBHOOK_RESULTS)[number];
const paymentWebhooks = new Counter({
  name: 'zak_payment_webhooks_total',
  help: 'Payment provider webhooks by provider (stripe, shopify, generic) and result (applied, attached, stale, unmatched, duplicate, ignored, rejected, not_configured, rate_limited, retry, error)',
  labelNames: ['provider', 'result'] as const,
  registers: [registry],
});
for (const provider of WEBHOOK_PROVIDERS) {
  for (const result of WEBHOOK_RESULTS) paymentWebhooks.inc({ provider, result }, 0);
}
// Both start at 0 for every label, so a rate over them is defined before the first error.
for (const kind of ['connection', 'request']) {
  databaseErrors.inc({ kind }, 0);
  sessionStoreErrors.inc({ kind }, 0);
}
for (const result of ['hit', 'miss']) conversationCache.inc({ result }, 0);

// ---------------------------------------------------------------------------------------------
// HTTP requests

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The parts of Express 5's router (the `router` package) read to list an app's route templates. */
interface RouteLike {
  path: string;
  methods: Record<string, boolean | undefined>;
}
interface LayerLike {
  route?: RouteLike;
  rawPath?: unknown;
  handle: { stack?: LayerLike[] };
  match: (path: string) => false | { path: string };
}

interface RouteTable {
  /** Route object -> full template (`/api/conversations/:id`), for requests a route answered. */
  byRoute: Map<RouteLike, string>;
  /** The app's router stack, to place requests refused before their route ran (401, 403). */
  stack: LayerLike[];
}

const tables = new WeakMap<object, RouteTable>();

function joinPath(prefix: string, path: string): string {
  if (path === '/' || path === '') return prefix || '/';
  return prefix.replace(/\/$/, '') + path;
}

function collectRoutes(stack: LayerLike[], prefix: string, into: Map<RouteLike, string>): void {
  for (const layer of stack) {
    if (layer.route) {
      if (!into.has(layer.route)) into.set(layer.route, joinPath(prefix, layer.route.path));
    } else if (layer.handle.stack) {
      const mount = typeof layer.rawPath === 'string' ? layer.rawPath : '';
      collectRoutes(layer.handle.stack, joinPath(prefix, mount), into);
    }
  }
}

function routeTable(app: Express): RouteTable {
  let table = tables.get(app);
  if (!table) {
    const stack = (app as unknown as { router: { stack: LayerLike[] } }).router.stack;
    const byRoute = new Map<RouteLike, string>();
    collectRoutes(stack, '', byRoute);
    table = { byRoute, stack };
    tables.set(app, table);
  }
  return table;
}

function handles(route: RouteLike, method: string): boolean {
  const m = method.toLowerCase();
  return Boolean(route.methods._all || route.methods[m] || (m === 'head' && route.methods.get));
}

/** Walks the router as Express dispatches (without running anything) to the route `path` names. */
function findRoute(
  stack: LayerLike[],
  path: string,
  method: string,
  byRoute: Map<RouteLike, string>,
): string | undefined {
  for (const layer of stack) {
    let match: false | { path: string };
    try {
      match = layer.match(path);
    } catch {
      continue; // a malformed escape in the path: Express answers 400 without a route
    }
    if (!match) continue;
    if (layer.route) {
      if (handles(layer.route, method)) return byRoute.get(layer.route);
    } else if (layer.handle.stack) {
      const rest = path.slice(match.path.length) || '/';
      const found = findRoute(layer.handle.stack, rest, method, byRoute);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The `route` label of a finished request: the template of the route that answered it, else of the
 * route its path and method would reach (a request refused by a router's guard first), else
 * `unmatched`. Never the raw path.
 */
export function routeTemplate(req: Request): string {
  const table = routeTable(req.app as Express);
  const answered = (req as { route?: RouteLike }).route;
  const known = answered && table.byRoute.get(answered);
  if (known) return known;
  const path = (req.originalUrl || req.url).split('?')[0] ?? '/';
  return findRoute(table.stack, path, req.method, table.byRoute) ?? UNMATCHED_ROUTE;
}

type HttpLabels = LabelValues<'method' | 'route' | 'status_code'>;
const observers = new Map<string, { observe: (value: number) => void }>();

function outcomeOf(status: number, outcomes: Record<number, string>, ok: number): string {
  if (status === ok) return 'success';
  return outcomes[status] ?? (status >= 500 ? 'error' : status >= 400 ? 'invalid' : 'success');
}

const LOGIN_OUTCOMES: Record<number, string> = {
  401: 'bad_credentials',
  403: 'refused',
  429: 'rate_limited',
  503: 'unavailable',
};
const REGISTER_OUTCOMES: Record<number, string> = {
  403: 'refused',
  409: 'taken',
  429: 'rate_limited',
  503: 'unavailable',
};

function recordRequest(req: Request, res: Response, startedAt: number): void {
  requestsInFlight -= 1;
  const method = METHODS.has(req.method) ? req.method : 'other';
  const route = routeTemplate(req);
  const status = res.statusCode;
  const key = `${method} ${route} ${status}`;
  let observer = observers.get(key);
  if (!observer) {
    const labels: HttpLabels = { method, route, status_code: String(status) };
    observer = httpDuration.labels(labels);
    observers.set(key, observer);
  }
  observer.observe((performance.now() - startedAt) / 1000);
  if (method !== 'POST') return;
  // Sign-ins and registrations by outcome, read from their answers (every refusal included).
  if (route === '/api/auth/login') logins.inc({ outcome: outcomeOf(status, LOGIN_OUTCOMES, 200) });
  else if (route === '/api/auth/register') {
    registrations.inc({ outcome: outcomeOf(status, REGISTER_OUTCOMES, 201) });
  }
}

const STARTED = Symbol('metricsStarted');
type TimedResponse = Response & { [STARTED]?: number };

/** The listener every answer shares (no closure per request): the start time rides on it. */
function recordAnswer(this: TimedResponse): void {
  recordRequest(this.req, this, this[STARTED] ?? performance.now());
}

/** Times every request of the app (installed by app.ts when METRICS_PORT is set). */
export function httpMetrics(_req: Request, res: Response, next: NextFunction): void {
  (res as TimedResponse)[STARTED] = performance.now();
  requestsInFlight += 1;
  res.on('close', recordAnswer);
  next();
}

// ---------------------------------------------------------------------------------------------
// Business events (one-line calls where they happen)

/** An AI answer being produced: call `end` once with its outcome (and tokens when complete). */
export function startAiAnswer(
  provider: string,
  model: string | undefined,
  streamed: boolean,
): {
  end: (
    outcome: 'success' | 'error' | 'aborted',
    tokens?: { prompt: number; completion: number },
  ) => void;
} {
  const startedAt = performance.now();
  const labels = { provider, model: model ?? provider };
  if (streamed) aiStreams.inc();
  let ended = false;
  return {
    end(outcome, tokens) {
      if (ended) return;
      ended = true;
      if (streamed) aiStreams.dec();
      aiRequests.inc({ ...labels, outcome });
      aiDuration.observe({ ...labels, outcome }, (performance.now() - startedAt) / 1000);
      if (tokens) {
        aiTokens.inc({ ...labels, kind: 'prompt' }, tokens.prompt);
        aiTokens.inc({ ...labels, kind: 'completion' }, tokens.completion);
      }
    },
  };
}

export function countRateLimited(limiter: string): void {
  rateLimited.inc({ limiter });
}

export function countPaymentWebhook(provider: WebhookProvider, result: WebhookResult): void {
  paymentWebhooks.inc({ provider, result });
}

export function countConversationCache(hit: boolean): void {
  conversationCache.inc({ result: hit ? 'hit' : 'miss' });
}

export function countDatabaseError(kind: 'connection' | 'request'): void {
  databaseErrors.inc({ kind });
}

export function countSessionStoreError(kind: 'connection' | 'request'): void {
  sessionStoreErrors.inc({ kind });
}

/**
 * A request answered 503 because a dependency failed: PostgreSQL when the error comes from
 * Sequelize or the pg driver (a SQLSTATE or a socket code), the session store (Redis) otherwise.
 */
export function countUnavailable(err: unknown): void {
  const fields = typeof err === 'object' && err !== null ? (err as Record<string, unknown>) : {};
  const name = typeof fields.name === 'string' ? fields.name : '';
  const fromDatabase =
    name.startsWith('Sequelize') ||
    'parent' in fields ||
    (typeof fields.code === 'string' &&
      /^(08|57P|ECONNREFUSED|ECONNRESET|EPIPE)/.test(fields.code)) ||
    'severity' in fields;
  if (fromDatabase) countDatabaseError('request');
  else countSessionStoreError('request');
}

// ---------------------------------------------------------------------------------------------
// Dependencies as this replica sees them (measured at each scrape)

export interface DependencyChecks {
  database: () => Promise<boolean>;
  sessionStore: () => Promise<boolean>;
  /** The database pool of this replica (Sequelize's). */
  pool?: () => { available: number; using: number; waiting: number } | undefined;
  /** When the newest recorded backup finished, Unix seconds (0: none; backup_runs). */
  lastBackup?: () => Promise<number>;
  /** The scheduled jobs' queues (pg-boss, shared by every replica). */
  jobs?: () => Promise<QueueStats[]>;
}

const CHECK_TIMEOUT_MS = 2000;

async function timed(check: () => Promise<boolean>): Promise<{ up: boolean; seconds: number }> {
  const startedAt = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  const up = await Promise.race([check().catch(() => false), timeout]);
  clearTimeout(timer);
  return { up, seconds: (performance.now() - startedAt) / 1000 };
}

let checks: DependencyChecks | undefined;

type Checked = { up: boolean; seconds: number };
let measuring: Promise<{ postgres: Checked; redis: Checked } | undefined> | undefined;

/** One check of each dependency per scrape, shared by the gauges below (collected in parallel). */
function measure(): Promise<{ postgres: Checked; redis: Checked } | undefined> {
  measuring ??= (async () => {
    if (!checks) return undefined;
    const [postgres, redis] = await Promise.all([
      timed(checks.database),
      timed(checks.sessionStore),
    ]);
    return { postgres, redis };
  })().finally(() => setImmediate(() => (measuring = undefined)));
  return measuring;
}

new Gauge({
  name: 'zak_dependency_up',
  help: 'Whether PostgreSQL (postgres) and the session store (redis) answered this replica at scrape time',
  labelNames: ['dependency'] as const,
  registers: [registry],
  async collect() {
    const checked = await measure();
    if (!checked) return;
    this.set({ dependency: 'postgres' }, checked.postgres.up ? 1 : 0);
    this.set({ dependency: 'redis' }, checked.redis.up ? 1 : 0);
  },
});
new Gauge({
  name: 'zak_dependency_check_seconds',
  help: 'How long the scrape-time check of each dependency took (2 s at most)',
  labelNames: ['dependency'] as const,
  registers: [registry],
  async collect() {
    const checked = await measure();
    if (!checked) return;
    this.set({ dependency: 'postgres' }, checked.postgres.seconds);
    this.set({ dependency: 'redis' }, checked.redis.seconds);
  },
});
new Gauge({
  name: 'zak_db_pool_connections',
  help: 'Database pool of this replica: connections in use, idle, and requests waiting for one',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const pool = checks?.pool?.();
    if (!pool) return;
    this.set({ state: 'used' }, pool.using);
    this.set({ state: 'idle' }, pool.available);
    this.set({ state: 'waiting' }, pool.waiting);
  },
});

new Gauge({
  name: 'zak_backup_last_success_timestamp_seconds',
  help: 'When the newest successful backup finished (Unix time; 0: none recorded), from the database',
  registers: [registry],
  async collect() {
    const read = checks?.lastBackup;
    if (!read) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), CHECK_TIMEOUT_MS);
    });
    // Unreadable (the database down or slow): the sample keeps its previous value; the
    // dependency gauges above say why.
    const seconds = await Promise.race([read().catch(() => undefined), timeout]);
    clearTimeout(timer);
    if (seconds !== undefined) this.set(seconds);
  },
});

/** The job queues read once per scrape for the gauges below (2 s at most). */
let jobsRead: { at: number; stats: Promise<QueueStats[] | undefined> } | undefined;
function readJobs(): Promise<QueueStats[] | undefined> {
  const read = checks?.jobs;
  if (!read) return Promise.resolve(undefined);
  if (jobsRead && Date.now() - jobsRead.at < 1000) return jobsRead.stats;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), CHECK_TIMEOUT_MS);
  });
  const stats = Promise.race([read().catch(() => undefined), timeout]).finally(() =>
    clearTimeout(timer),
  );
  jobsRead = { at: Date.now(), stats };
  return stats;
}

new Gauge({
  name: 'zak_jobs',
  help: 'Scheduled jobs per queue and state (waiting, active, failed: retries spent; completed, kept 12 h)',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
  async collect() {
    const stats = await readJobs();
    for (const q of stats ?? []) {
      this.set({ queue: q.queue, state: 'waiting' }, q.waiting);
      this.set({ queue: q.queue, state: 'active' }, q.active);
      this.set({ queue: q.queue, state: 'failed' }, q.failed);
      this.set({ queue: q.queue, state: 'completed' }, q.completed);
    }
  },
});

new Gauge({
  name: 'zak_jobs_lag_seconds',
  help: 'How long the oldest job waiting in each queue has waited past its start time',
  labelNames: ['queue'] as const,
  registers: [registry],
  async collect() {
    const stats = await readJobs();
    for (const q of stats ?? []) this.set({ queue: q.queue }, q.lagSeconds);
  },
});

/** What the scrape-time dependency gauges check (server.ts). */
export function monitorDependencies(next: DependencyChecks): void {
  checks = next;
}

// ---------------------------------------------------------------------------------------------
// The metrics endpoint

/**
 * `GET /metrics` in the Prometheus text format on its own port (METRICS_PORT), apart from the
 * public one: the gateway never routes to it, and in Kubernetes a NetworkPolicy lets only the
 * monitoring namespace reach it.
 */
export async function startMetricsServer(
  port: number,
  host: string,
  logger?: Logger,
): Promise<Server> {
  // Node's own metrics (event-loop delay, GC observers) only run once there is an endpoint.
  if (!nodeMetrics) collectDefaultMetrics({ register: registry });
  nodeMetrics = true;
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (body) => {
        res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (err: unknown) => {
        logger?.error({ err }, 'metrics collection failed');
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Error\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
