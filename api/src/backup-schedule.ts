// `node dist/backup-schedule.js` (the compose service `backup`; Kubernetes runs the CronJob
// deploy/kubernetes/base/backup.yaml instead): sleeps until BACKUP_TIME (HH:MM UTC, default 03:00),
// runs `backup.js --prune` as its own process (a fresh connection and memory each night, and a
// crash of one run does not stop the next), then sleeps until the next day's. At start, a backup
// runs at once when BACKUP_DIR has none from the last 24 hours (a new installation, or the host
// was down at that time). A failed run is logged with its output and retried the next night; the
// metric zak_backup_last_success_timestamp_seconds and its alert (docs/monitoring.md) tell when
// runs stop succeeding. SIGTERM stops the run in progress (its `.partial` file stays behind).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from './platform/config';
import { backupOverdue, nextBackupAt } from './platform/db/retention';

const log = (text: string) => process.stdout.write(`${new Date().toISOString()} ${text}\n`);

let running: ChildProcess | undefined;

async function runBackup(): Promise<void> {
  // The same loader as this process (tsx under `npm run`, none from dist/).
  const file = path.join(__dirname, `backup${path.extname(__filename)}`);
  const child = spawn(process.execPath, [...process.execArgv, file, '--prune'], {
    stdio: 'inherit',
  });
  running = child;
  const code = await new Promise<number | null>((resolve) => {
    child.on('error', () => resolve(null));
    child.on('exit', (exit) => resolve(exit));
  });
  running = undefined;
  log(code === 0 ? 'backup done' : `backup FAILED (exit ${code}); next try tomorrow`);
}

async function main(): Promise<void> {
  const { backupDir, backupTime: minutes } = loadConfig();
  let stopping = false;
  let wake: (() => void) | undefined;
  const stop = () => {
    stopping = true;
    running?.kill('SIGTERM');
    wake?.();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  if (backupOverdue(existsSync(backupDir) ? readdirSync(backupDir) : [])) {
    log(`no backup in ${backupDir} from the last 24 hours: one now`);
    await runBackup();
  }
  while (!stopping) {
    const at = nextBackupAt(new Date(), minutes);
    log(`next backup at ${at.toISOString()}`);
    await new Promise<void>((resolve) => {
      // Re-checked at least hourly: a clock change or a suspended host does not skip a night.
      const timer = setTimeout(resolve, Math.min(at.getTime() - Date.now(), 3_600_000));
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    if (stopping || Date.now() < at.getTime()) continue;
    await runBackup();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`backup-schedule: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
