// Process management for `npm run bench`: the API replicas and baselines it starts (each a child
// `node` process waited for until it answers), their memory, and stopping them all at the end.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const root = new URL('../..', import.meta.url).pathname;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const children = [];

/**
 * Starts `node <args>` in the repository with `env` and resolves with the child process once
 * `readyUrl` answers below 500 (throws when it exits first or after 60 s). `nodeArgs` go before
 * the script (e.g. --cpu-prof).
 */
export async function startProcess(name, args, env, readyUrl, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, ...args], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (d) => (err = (err + d).slice(-4000)));
  children.push(child);
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${err}`);
    const ok = await fetch(readyUrl).then(
      (r) => r.status < 500,
      () => false,
    );
    if (ok) return child;
    await sleep(100);
  }
  throw new Error(`${name} did not start: ${err}`);
}

/** Sends SIGTERM and resolves with the exit code once the process has exited. */
export function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

/** Stops every process started here that is still running. */
export async function stopAll() {
  await Promise.all(children.splice(0).map((c) => stopProcess(c)));
}

/** Peak resident memory (VmHWM) of a process, MB; `reset` clears the high-water mark first. */
export function peakRssMb(pid, reset = false) {
  if (reset) writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 1024) : null;
}

export function currentRssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 1024) : null;
}
