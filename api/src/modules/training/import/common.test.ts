import { readSet, uuidV5 } from './common';
import { localToUtc } from './time';

const at = (year: number, month: number, day: number, hour: number, minute: number) => ({
  year,
  month,
  day,
  hour,
  minute,
  second: 0,
});

describe('import helpers', () => {
  it('makes RFC 9562 version 5 UUIDs (the DNS namespace example)', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });

  it('converts local times across clock changes', () => {
    const paris = (local: ReturnType<typeof at>) => localToUtc(local, 'Europe/Paris').toISOString();
    expect(paris(at(2024, 1, 15, 18, 30))).toBe('2024-01-15T17:30:00.000Z');
    expect(paris(at(2024, 7, 1, 8, 0))).toBe('2024-07-01T06:00:00.000Z');
    // 02:30 does not exist on 31 March 2024 in Paris: it moves forward to 03:30 (UTC+2).
    expect(paris(at(2024, 3, 31, 2, 30))).toBe('2024-03-31T01:30:00.000Z');
    // 02:30 happens twice on 27 October 2024: one of the two.
    expect(['2024-10-27T00:30:00.000Z', '2024-10-27T01:30:00.000Z']).toContain(
      paris(at(2024, 10, 27, 2, 30)),
    );
    expect(localToUtc(at(2024, 1, 15, 18, 30), 'America/New_York').toISOString()).toBe(
      '2024-01-15T23:30:00.000Z',
    );
  });

  it.each([
    [{ weight: '80', reps: '8', rpe: '8' }, 'kg', { weightKg: 80, reps: 8, rir: 2 }],
    [{ weight: '80,5', reps: '8', rpe: '' }, 'kg', { weightKg: 80.5, reps: 8, rir: null }],
    [{ weight: '100', reps: '5', rpe: '7.5' }, 'lb', { weightKg: 45.36, reps: 5, rir: 2.5 }],
    [{ weight: '', reps: '12', rpe: '' }, 'kg', { weightKg: 0, reps: 12, rir: null }],
    [{ weight: '1544', reps: '1', rpe: '' }, 'lb', { reason: 'weight-out-of-range' }], // 700.35 kg
    [{ weight: '-5', reps: '5', rpe: '' }, 'kg', { reason: 'weight-out-of-range' }],
    [{ weight: '80kg', reps: '5', rpe: '' }, 'kg', { reason: 'invalid-weight' }],
    [{ weight: '80', reps: '5.5', rpe: '' }, 'kg', { reason: 'invalid-reps' }],
    [{ weight: '80', reps: '0', rpe: '' }, 'kg', { reason: 'invalid-reps' }],
    [{ weight: '80', reps: '5', rpe: '0' }, 'kg', { reason: 'invalid-rpe' }],
    [{ weight: '0', reps: '0', rpe: '', seconds: '45' }, 'kg', { reason: 'cardio-or-timed' }],
  ] as const)('reads %j in %s as %j', (cells, unit, expected) => {
    expect(readSet({ distance: '', seconds: '', ...cells, unit })).toEqual(expected);
  });
});
