// A small closed-loop HTTP load generator (keep-alive node:http agent): `connections` requests in
// flight for `seconds`, every latency recorded. Not a test: the numbers go into the report.
import http from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

function once(agent, url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

function percentile(sorted, p) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Runs `request()` (returns { url, method?, headers?, body? }) in a closed loop.
 * Resolves to { requests, rps, p50, p99, errors } (latencies in ms).
 */
export async function measure(request, { connections = 8, seconds = 5, warmupSeconds = 1 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const run = async (durationMs, latencies) => {
    let errors = 0;
    let statuses = {};
    const end = performance.now() + durationMs;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < end) {
          const r = request();
          const t0 = performance.now();
          try {
            const status = await once(agent, r.url, r);
            statuses[status] = (statuses[status] ?? 0) + 1;
            if (status >= 400) errors += 1;
          } catch {
            errors += 1;
          }
          latencies?.push(performance.now() - t0);
        }
      }),
    );
    return { errors, statuses };
  };
  await run(warmupSeconds * 1000);
  const latencies = [];
  const t0 = performance.now();
  const { errors, statuses } = await run(seconds * 1000, latencies);
  const elapsed = (performance.now() - t0) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const round = (n) => Math.round(n * 100) / 100;
  return {
    requests: latencies.length,
    rps: round(latencies.length / elapsed),
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    errors,
    statuses,
  };
}

/**
 * measure() of constant requests in a worker thread of its own: the load generator gets its own
 * heap and event loop, instead of sharing them with the bench process (which has just seeded the
 * database and holds its results). Same numbers, same shape. `requests`: one request, or a list
 * sent in turn (several members: the API limits some reads per member).
 */
export function measureIsolated(requests, options = {}) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), {
      workerData: { zakLoad: { requests: [requests].flat(), options } },
    });
    worker.once('message', (result) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

if (!isMainThread && workerData?.zakLoad) {
  const { requests, options } = workerData.zakLoad;
  let next = 0;
  measure(() => requests[next++ % requests.length], options).then((result) =>
    parentPort?.postMessage(result),
  );
}
