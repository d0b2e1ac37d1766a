import fc from 'fast-check';
import type { LoggedSet } from '@zak/contract';
import { epley, LOAD_STEP_KG, nextTargets, records, summarise } from './progression';

let n = 0;
const set = (weightKg: number, reps: number, extra: Partial<LoggedSet> = {}): LoggedSet => ({
  id: `s${n}`,
  clientId: `c${n++}`,
  exerciseId: 'bench',
  position: n,
  type: 'normal',
  weightKg,
  reps,
  rir: 2,
  completedAt: '2026-01-01T10:00:00.000Z',
  ...extra,
});
const session = (...sets: LoggedSet[]) => ({ sets });
const target = { type: 'normal' as const, repsMin: 8, repsMax: 12, rir: 2, restSeconds: 120 };

describe('Epley estimated one-rep max', () => {
  it('is the weight itself for one rep, w x (1 + reps / 30) above, and 0 for no rep', () => {
    expect(epley(100, 1)).toBe(100);
    expect(epley(100, 10)).toBe(133.33);
    expect(epley(80, 0)).toBe(0);
  });

  it('never falls below the weight lifted and grows with reps', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 700 }), fc.integer({ min: 1, max: 199 }), (w, r) => {
        expect(epley(w, r)).toBeGreaterThanOrEqual(w);
        expect(epley(w, r + 1)).toBeGreaterThanOrEqual(epley(w, r));
      }),
    );
  });
});

describe('session summary and records', () => {
  it('leave warm-ups out of the volume, the best e1RM and the records', () => {
    const day = summarise('a', '2026-01-01', [set(140, 5, { type: 'warmup' }), set(100, 5)]);
    expect(day).toMatchObject({ volumeKg: 500, bestE1rmKg: 116.67 });
    expect(records([day])).toEqual({
      heaviestKg: 100,
      bestE1rmKg: 116.67,
      bestSessionVolumeKg: 500,
      bestRepsAtWeight: [{ weightKg: 100, reps: 5 }],
    });
  });

  it('are empty (nulls) with nothing lifted', () => {
    expect(records([])).toEqual({
      heaviestKg: null,
      bestE1rmKg: null,
      bestSessionVolumeKg: null,
      bestRepsAtWeight: [],
    });
  });

  it('hold every session: no session beats the record, and bestRepsAtWeight is heaviest first', () => {
    const sets = fc.array(
      fc.record({ w: fc.integer({ min: 0, max: 300 }), r: fc.integer({ min: 1, max: 30 }) }),
      { minLength: 1, maxLength: 8 },
    );
    fc.assert(
      fc.property(fc.array(sets, { minLength: 1, maxLength: 6 }), (days) => {
        const summaries = days.map((d, i) =>
          summarise(
            `s${i}`,
            '2026-01-01',
            d.map(({ w, r }) => set(w, r)),
          ),
        );
        const best = records(summaries);
        for (const s of summaries) {
          expect(s.volumeKg).toBeLessThanOrEqual(best.bestSessionVolumeKg ?? 0);
          expect(s.bestE1rmKg).toBeLessThanOrEqual(best.bestE1rmKg ?? 0);
        }
        const weights = best.bestRepsAtWeight.map((b) => b.weightKg);
        expect(weights).toEqual([...weights].sort((a, b) => b - a));
      }),
    );
  });
});

describe('next targets by double progression', () => {
  it('start with no load when the exercise was never done', () => {
    expect(nextTargets([], 'barbell', target)).toMatchObject({
      weightKg: null,
      reason: { rule: 'double-progression', action: 'start' },
    });
  });

  it("add the equipment's smallest step once every work set reached the top at or under the target RIR", () => {
    const done = session(set(20, 10, { type: 'warmup' }), set(30, 12), set(30, 12, { rir: 1 }));
    expect(nextTargets([done], 'dumbbell', target, 2)).toEqual({
      weightKg: 32,
      repsMin: 8,
      repsMax: 12,
      rir: 2,
      sets: 2,
      reason: { rule: 'double-progression', action: 'add-load', stepKg: LOAD_STEP_KG.dumbbell },
    });
  });

  it('aim for more reps at the same load when one work set fell short or was easier than the RIR', () => {
    for (const last of [set(80, 11), set(80, 12, { rir: 4 })]) {
      expect(nextTargets([session(set(80, 12), last)], 'barbell', target)).toMatchObject({
        weightKg: 80,
        reason: { rule: 'double-progression', action: 'add-reps' },
      });
    }
  });

  it('suggest a 10% deload, rounded down to the step, after three sessions under the range', () => {
    const missed = () => session(set(100, 6), set(100, 8));
    expect(nextTargets([missed(), missed(), missed()], 'barbell', target)).toMatchObject({
      weightKg: 90,
      reason: { rule: 'double-progression', action: 'deload', percent: 10, missedSessions: 3 },
    });
    expect(nextTargets([missed(), missed()], 'barbell', target).reason.action).toBe('add-reps');
  });

  it('never lower the load unless deloading, and add exactly one step when adding load', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.array(
            fc.record({ w: fc.integer({ min: 20, max: 200 }), r: fc.integer({ min: 1, max: 15 }) }),
            { minLength: 1, maxLength: 4 },
          ),
          { minLength: 1, maxLength: 5 },
        ),
        (days) => {
          const sessions = days.map((d) => session(...d.map(({ w, r }) => set(w, r))));
          const last = Math.max(...(days.at(-1) ?? []).map(({ w }) => w));
          const next = nextTargets(sessions, 'barbell', target);
          if (next.reason.action === 'add-load') expect(next.weightKg).toBe(last + 2.5);
          else if (next.reason.action === 'add-reps') expect(next.weightKg).toBe(last);
          else expect(next.weightKg).toBeLessThan(last);
        },
      ),
    );
  });
});
