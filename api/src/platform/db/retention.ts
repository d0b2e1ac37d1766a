// Which backups a scheduled run keeps: the newest of each of the last `daily` days that have one,
// and the newest of each of the last `weekly` ISO weeks (Monday to Sunday, UTC) that have one.
// backupsToKeep is pure; pruneBackups applies it to a folder (`npm run backup -- --prune`).
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const STAMP =
  /^zak-(?:postgres|embedded)-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.(?:dump|backup\.gz)$/;

/** The UTC time in a backup's file name (backupStamp), or undefined for any other file (a `.partial`). */
export function backupTime(name: string): Date | undefined {
  const m = STAMP.exec(name);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  return new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s ?? 0));
}

/** The Monday (UTC date, YYYY-MM-DD) starting the ISO week of time. */
function weekOf(time: Date): string {
  const monday = new Date(time.getTime() - ((time.getUTCDay() + 6) % 7) * 86_400_000);
  return monday.toISOString().slice(0, 10);
}

/** The backups to keep among names (files that are not backups are neither kept nor deleted). */
export function backupsToKeep(
  names: string[],
  { daily = 7, weekly = 4 }: { daily?: number; weekly?: number } = {},
): Set<string> {
  const newestFirst = names
    .map((name) => ({ name, time: backupTime(name) }))
    .filter((b): b is { name: string; time: Date } => b.time !== undefined)
    .sort((a, b) => b.time.getTime() - a.time.getTime() || (a.name < b.name ? 1 : -1));
  const keep = new Set<string>();
  const pick = (period: (time: Date) => string, count: number) => {
    const seen = new Set<string>();
    for (const backup of newestFirst) {
      const key = period(backup.time);
      if (seen.has(key)) continue;
      if (seen.size === count) break;
      seen.add(key);
      keep.add(backup.name);
    }
  };
  pick((time) => time.toISOString().slice(0, 10), daily);
  pick(weekOf, weekly);
  return keep;
}

/**
 * Deletes the backups of dir that backupsToKeep does not keep; other files (a `.partial` being
 * written, anything else) are left alone. Returns the names kept and deleted, oldest first.
 */
export function pruneBackups(
  dir: string,
  policy?: { daily?: number; weekly?: number },
): { kept: string[]; deleted: string[] } {
  const names = readdirSync(dir).filter((name) => backupTime(name) !== undefined);
  const keep = backupsToKeep(names, policy);
  const byTime = (a: string, b: string) =>
    (backupTime(a)?.getTime() ?? 0) - (backupTime(b)?.getTime() ?? 0) || (a < b ? -1 : 1);
  const deleted = names.filter((name) => !keep.has(name)).sort(byTime);
  for (const name of deleted) rmSync(path.join(dir, name), { force: true });
  return { kept: [...keep].sort(byTime), deleted };
}

/** Whether the newest backup among names is older than a day, or there is none (a night missed). */
export function backupOverdue(names: string[], now = new Date()): boolean {
  const newest = Math.max(-Infinity, ...names.map((n) => backupTime(n)?.getTime() ?? -Infinity));
  return now.getTime() - newest > 86_400_000;
}

/** The next time after `now` that is `minutes` after a UTC midnight. */
export function nextBackupAt(now: Date, minutes: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const at = today + minutes * 60_000;
  return new Date(at > now.getTime() ? at : at + 86_400_000);
}
