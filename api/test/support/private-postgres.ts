import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** A private PostgreSQL this test can stop and start (see pg-control.mjs). */
export async function startPrivatePostgres() {
  const child = spawn(process.execPath, [path.join(__dirname, 'pg-control.mjs')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async (): Promise<Record<string, string>> => {
    const { value, done } = await lines.next();
    if (done) throw new Error('pg-control exited');
    return JSON.parse(String(value)) as Record<string, string>;
  };
  const { url } = await next();
  const command = async (cmd: 'stop' | 'start' | 'quit') => {
    child.stdin.write(`${cmd}\n`);
    await next();
  };
  return {
    url: String(url),
    stopServer: () => command('stop'),
    start: () => command('start'),
    stop: () => command('quit'),
  };
}
