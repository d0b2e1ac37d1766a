import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { backupOverdue, backupsToKeep, backupTime, nextBackupAt, pruneBackups } from './retention';

const at = (iso: string, kind = 'postgres') =>
  `zak-${kind}-${iso.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}.${kind === 'postgres' ? 'dump' : 'backup.gz'}`;

/** One backup a night at 02:00 UTC for `days` nights ending on 2026-11-27 (a Friday). */
const nightly = (days: number) =>
  Array.from({ length: days }, (_, i) => at(new Date(Date.UTC(2026, 10, 27 - i, 2)).toISOString()));

describe('backupsToKeep (7 daily, 4 weekly)', () => {
  it('reads the time from the file name and ignores other files', () => {
    expect(backupTime('zak-postgres-20261126T224501Z.dump')?.toISOString()).toBe(
      '2026-11-26T22:45:01.000Z',
    );
    // A backup still being written is not one yet: neither kept nor deleted.
    expect(backupTime('zak-postgres-20261126T224501Z.dump.partial')).toBeUndefined();
    expect(backupTime('notes.txt')).toBeUndefined();
    expect(backupsToKeep(['notes.txt', 'zak.dump'])).toEqual(new Set());
  });

  it('keeps everything while there are fewer than 7 nights', () => {
    const names = nightly(5);
    expect(backupsToKeep(names)).toEqual(new Set(names));
  });

  it('after 60 nights keeps the last 7 nights and the newest of each of the last 4 weeks', () => {
    const kept = [...backupsToKeep(nightly(60))].sort();
    expect(kept).toEqual(
      [
        // The last 7 nights: Sat 21 to Fri 27.
        '20261121',
        '20261122',
        '20261123',
        '20261124',
        '20261125',
        '20261126',
        '20261127',
        // The newest of the three weeks before (Sundays; this week's newest is the 27th).
        '20261108',
        '20261115',
      ]
        .map((day) => `zak-postgres-${day}T020000Z.dump`)
        .sort(),
    );
  });

  it('keeps the newest of two backups on one day, and counts days that have a backup', () => {
    const names = [
      at('2026-11-27T02:00:00Z'),
      at('2026-11-27T14:00:00Z'),
      at('2026-10-01T02:00:00Z'), // a long gap: still one of the last 7 days with a backup
    ];
    expect(backupsToKeep(names)).toEqual(new Set([names[1], names[2]]));
  });

  it('applies to embedded backups too, and to other counts', () => {
    const names = nightly(3).map((n) =>
      n.replace('postgres', 'embedded').replace('.dump', '.backup.gz'),
    );
    expect(backupsToKeep(names, { daily: 1, weekly: 1 })).toEqual(new Set([names[0]]));
  });
});

describe('pruneBackups (`npm run backup -- --prune`) on a folder', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'zak-prune-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('deletes the backups the retention does not keep and leaves every other file', () => {
    const backups = nightly(40);
    const others = [
      'zak-postgres-20261127T030000Z.dump.partial',
      'notes.txt',
      'zak-postgres-20200101T000000Z.dump.bak',
    ];
    for (const name of [...backups, ...others]) writeFileSync(path.join(dir, name), 'x');

    const { kept, deleted } = pruneBackups(dir);
    // The last 7 nights, and the newest of the two earlier weeks of the last 4 (15th, 8th).
    expect(kept).toHaveLength(9);
    expect(deleted).toHaveLength(31);
    expect(deleted[0]).toBe(backups.at(-1)); // oldest first
    expect(readdirSync(dir).sort()).toEqual([...kept, ...others].sort());
    expect(new Set(kept)).toEqual(backupsToKeep(backups));

    // Run again: nothing more to delete.
    expect(pruneBackups(dir)).toEqual({ kept, deleted: [] });
  });

  it('keeps everything in a folder of a few nights', () => {
    for (const name of nightly(3)) writeFileSync(path.join(dir, name), 'x');
    expect(pruneBackups(dir).deleted).toEqual([]);
    expect(readdirSync(dir)).toHaveLength(3);
  });
});

describe('the schedule (BACKUP_TIME, UTC)', () => {
  it('is overdue with no backup, or none from the last 24 hours (other files do not count)', () => {
    const now = new Date('2026-11-27T12:00:00.000Z');
    expect(backupOverdue([], now)).toBe(true);
    expect(backupOverdue(['notes.txt', 'zak-postgres-20261127T110000Z.dump.partial'], now)).toBe(
      true,
    );
    expect(backupOverdue([at('2026-11-26T11:59:59Z'), at('2026-11-20T03:00:00Z')], now)).toBe(true);
    expect(backupOverdue([at('2026-11-20T03:00:00Z'), at('2026-11-26T12:00:00Z')], now)).toBe(
      false,
    );
    expect(backupOverdue([at('2026-11-27T03:00:00Z', 'embedded')], now)).toBe(false);
  });

  it('runs later today, or tomorrow once the time has passed', () => {
    const now = new Date('2026-11-27T02:59:59.000Z');
    expect(nextBackupAt(now, 180).toISOString()).toBe('2026-11-27T03:00:00.000Z');
    expect(nextBackupAt(new Date('2026-11-27T03:00:00.000Z'), 180).toISOString()).toBe(
      '2026-11-28T03:00:00.000Z',
    );
    // Across a month's and a year's end.
    expect(nextBackupAt(new Date('2026-12-31T23:30:00.000Z'), 15).toISOString()).toBe(
      '2027-01-01T00:15:00.000Z',
    );
  });
});
