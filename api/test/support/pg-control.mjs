// Runs a private throwaway PostgreSQL (scripts/lib/services.mjs) for outage tests, controlled over
// stdin: "stop", "start", "quit". Prints JSON lines: {"url": ...} once started, {"ok": "<cmd>"} after
// each command. (A child process, because jest's CommonJS runtime cannot import the ESM helper.)
import { createInterface } from 'node:readline';
import { startPostgres } from '../../../scripts/lib/services.mjs';

const pg = await startPostgres();
process.stdout.write(`${JSON.stringify({ url: pg.url })}\n`);
const rl = createInterface({ input: process.stdin });
for await (const line of rl) {
  const cmd = line.trim();
  if (cmd === 'stop') await pg.stopServer();
  if (cmd === 'start') await pg.start();
  if (cmd === 'quit') {
    await pg.stop();
    process.stdout.write(`${JSON.stringify({ ok: cmd })}\n`);
    process.exit(0);
  }
  process.stdout.write(`${JSON.stringify({ ok: cmd })}\n`);
}
await pg.stop();
