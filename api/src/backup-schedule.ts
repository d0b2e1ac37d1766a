// `node dist/backup-schedule.js` (the compose service `backup`; Kubernetes runs the CronJob
// deploy/kubernetes/base/backup.yaml instead): sleeps until BACKUP_TIME (HH:MM UTC, default 03:00),
// runs `backup.js --prune` as its own process (a fresh connection and memory each night, and a
// crash of one run does not stop the next), then sleeps until the next day's. A failed run is
// logged with its output and retried the next night; the metric zak_backup_last_success_timestamp_seconds
// and its alert (docs/monitoring.md) tell when runs stop succeeding.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { nextBackupAt, parseBackupTime } from './platform/db/retention';

const log = (text: string) => process.stdout.write(`${new Date().toISOString()} ${text}\n`);

function runBackup(): Promise<number | null> {
  // The same loader as this process (tsx under `npm run`, none from dist/).
  const file = path.join(__dirname, `backup${path.extname(__filename)}`);
  const child = spawn(process.execPath, [...process.execArgv, file, '--prune'], {
    stdio: 'inherit',
  });
  return new Promise((resolve) => {
    child.on('error', () => resolve(null));
    child.on('exit', (code) => resolve(code));
  });
}

async function main(): Promise<void> {
  const minutes = parseBackupTime(process.env.BACKUP_TIME);
  let stopping = false;
  let wake: (() => void) | undefined;
  const stop = () => {
    stopping = true;
    wake?.();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  while (!stopping) {
    const at = nextBackupAt(new Date(), minutes);
    log(`next backup at ${at.toISOString()}`);
    await new Promise<void>((resolve) => {
      wake = resolve;
      // Re-checked at least hourly: a clock change or a suspended host does not skip a night.
      setTimeout(resolve, Math.min(at.getTime() - Date.now(), 3_600_000));
    });
    if (stopping || Date.now() < at.getTime()) continue;
    const code = await runBackup();
    log(code === 0 ? 'backup done' : `backup FAILED (exit ${code}); next try tomorrow`);
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`backup-schedule: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
