import { backupsToKeep, backupTime } from './retention';

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
