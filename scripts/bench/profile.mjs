// `npm run bench -- --cpu-prof`: where a replica's CPU time goes. The measured API replica runs
// with `node --cpu-prof`; once its rows are measured it is stopped, and this sums the profile's
// self time per place (a package under node_modules, a file of api/dist, Node's own code,
// garbage collection, idle) and per function.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

function place(url) {
  if (!url) return '(native / V8)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  const dist = /\/api\/dist\/(.+)$/.exec(url)?.[1];
  if (dist) return `api/dist/${dist}`;
  if (url.startsWith('node:')) return 'node (core modules)';
  return url;
}

/** Now on the clock CPU profiles use (libuv's monotonic clock, microseconds; any process). */
export const profileClock = () => Number(process.hrtime.bigint() / 1000n);

/**
 * The profile written in `dir`, summarised: the top `top` places and functions by self time,
 * counting only samples inside `window` ([from, to] on profileClock(): the measured rows, not
 * the replica's start).
 */
export function summariseProfile(dir, window, top = 15) {
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) return null;
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const selfMs = new Map();
  const deltas = profile.timeDeltas;
  // Each sample's time is the delta to the next one.
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += deltas[i];
    if (window && (at < window[0] || at > window[1])) return;
    const ms = (deltas[i + 1] ?? 0) / 1000;
    selfMs.set(id, (selfMs.get(id) ?? 0) + ms);
  });
  const byPlace = new Map();
  const byFunction = new Map();
  let total = 0;
  let idle = 0;
  for (const node of profile.nodes) {
    const ms = selfMs.get(node.id) ?? 0;
    if (!ms) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') {
      idle += ms;
      continue;
    }
    total += ms;
    const where = ['(garbage collector)', '(program)'].includes(functionName)
      ? functionName
      : place(url);
    byPlace.set(where, (byPlace.get(where) ?? 0) + ms);
    const fn = `${functionName || '(anonymous)'} ${place(url)}:${lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  const rank = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => ({ name, percent: Number(((100 * ms) / total).toFixed(1)) }));
  return {
    busyMs: Math.round(total),
    idleMs: Math.round(idle),
    places: rank(byPlace),
    functions: rank(byFunction),
  };
}

export function profileMarkdown(what, summary, rows) {
  if (!summary) return `CPU profile of ${what}: none written.`;
  const list = (items) => items.map((x) => `${x.percent}% ${x.name}`).join('; ');
  return [
    `CPU profile of ${what} (\`node --cpu-prof\` while the rows ran: ${rows.join(', ')}; a profiled run is slower than the others): busy ${summary.busyMs} ms, idle ${summary.idleMs} ms.`,
    '',
    `Self time by place: ${list(summary.places)}.`,
    '',
    `Self time by function: ${list(summary.functions)}.`,
  ].join('\n');
}
