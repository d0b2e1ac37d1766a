import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseHevyCsv, TrainingImportError } from './index';

const SAMPLE = readFileSync(
  path.join(__dirname, '../../../../../testdata/training/hevy-sample.csv'),
  'utf8',
);
const PARIS = { timeZone: 'Europe/Paris' } as const;

describe('parseHevyCsv on the sample export (testdata/training/hevy-sample.csv)', () => {
  const result = parseHevyCsv(SAMPLE, PARIS);

  it('reads three workouts with their sets', () => {
    expect(result.sessions.map((session) => [session.name, session.sets.length])).toEqual([
      ['Haut du corps A', 8],
      ['Bas du corps', 5],
      ['Dos & biceps', 5],
    ]);
  });

  it('reports each line left out with its reason', () => {
    expect(result.skipped).toEqual([
      { line: 15, reason: 'invalid-weight' },
      { line: 16, reason: 'cardio-or-timed' }, // a plank held for 60 s
      { line: 17, reason: 'cardio-or-timed' }, // treadmill
      { line: 20, reason: 'invalid-rpe' },
      { line: 21, reason: 'malformed-row' },
      { line: 24, reason: 'unknown-set-type' },
    ]);
  });

  it('takes start and end times as local times of the time zone', () => {
    expect(result.sessions[0]).toMatchObject({
      startedAt: '2024-01-22T17:02:00.000Z',
      finishedAt: '2024-01-22T18:10:00.000Z',
    });
    expect(result.sessions[1]).toMatchObject({
      startedAt: '2024-01-24T06:15:00.000Z',
      finishedAt: '2024-01-24T07:20:00.000Z',
    });
  });

  it('maps warmup, dropset and failure, and RPE to reps in reserve', () => {
    const upper = result.sessions[0]?.sets ?? [];
    expect(upper.slice(0, 4).map((set) => [set.type, set.weightKg, set.reps, set.rir])).toEqual([
      ['warmup', 50, 8, null],
      ['normal', 85, 6, 2],
      ['normal', 85, 6, 1.5],
      ['drop', 60, 10, null],
    ]);
    // Superset rows keep the file's order.
    expect(upper.slice(4, 7).map((set) => [set.exerciseName, set.position])).toEqual([
      ['Seated Cable Row - V Grip (Cable)', 5],
      ['Face Pull (Cable)', 6],
      ['Seated Cable Row - V Grip (Cable)', 7],
    ]);
    expect(result.sessions[1]?.sets[2]).toMatchObject({ type: 'failure', reps: 4, rir: 0 });
    // An empty weight is a bodyweight set.
    expect(result.sessions[2]?.sets[0]).toMatchObject({ exerciseName: 'Pull Up', weightKg: 0 });
  });

  it('keeps the description and exercise notes with their quotes, commas and accents', () => {
    expect(result.sessions[0]?.notes).toBe(
      'Séance solide, "PR" au développé !\nFace Pull (Cable): Coudes hauts, pause, lentement',
    );
    expect(result.sessions[1]?.notes).toBe(
      'Bulgarian Split Squat: Haltères de 20 kg, pied arrière sur le banc',
    );
  });

  it('gives stable keys, the same as a Strong export of the same workout would', () => {
    const keys = result.sessions.map((session) => session.clientKey);
    expect(parseHevyCsv(SAMPLE, PARIS).sessions.map((session) => session.clientKey)).toEqual(keys);
    expect(new Set(keys).size).toBe(3);
  });
});

describe('parseHevyCsv on other shapes', () => {
  it('converts weight_lbs to kilograms', () => {
    const text =
      'title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_lbs,reps,distance_miles,duration_seconds,rpe\n' +
      '"Push","3 Feb 2024, 10:00","3 Feb 2024, 11:00","","Bench Press (Barbell)",,"",0,"normal",135,5,,,\n' +
      '"Push","3 Feb 2024, 10:00","3 Feb 2024, 11:00","","Bench Press (Barbell)",,"",1,"normal",185.5,3,,,9\n' +
      '"Push","3 Feb 2024, 10:00","3 Feb 2024, 11:00","","Running",,"",0,"normal",,,1.2,600,\n';
    const { sessions, skipped } = parseHevyCsv(text, { timeZone: 'UTC' });
    expect(sessions[0]?.sets.map((set) => [set.weightKg, set.rir])).toEqual([
      [61.23, null],
      [84.14, 1],
    ]);
    expect(sessions[0]?.startedAt).toBe('2024-02-03T10:00:00.000Z');
    expect(skipped).toEqual([{ line: 4, reason: 'cardio-or-timed' }]);
  });

  it('refuses a file without a weight column', () => {
    const text = 'title,start_time,exercise_title,reps\n"A","3 Feb 2024, 10:00","Squat",5\n';
    expect(() => parseHevyCsv(text, PARIS)).toThrow(TrainingImportError);
  });

  it('drops a workout left without any set, and reads an unknown month as a bad date', () => {
    const text =
      'title,start_time,end_time,exercise_title,set_type,weight_kg,reps,distance_km,duration_seconds\n' +
      '"Cardio","5 Feb 2024, 07:00","5 Feb 2024, 07:30","Running","normal",,,5,1800\n' +
      '"Jambes","5 Fev 2024, 18:00","","Squat (Barbell)","normal",100,5,,\n' +
      '"Jambes","6 Feb 2024, 18:00","","Squat (Barbell)","normal",100,5,,\n';
    const { sessions, skipped } = parseHevyCsv(text, PARIS);
    expect(sessions.map((session) => [session.name, session.finishedAt])).toEqual([
      ['Jambes', null],
    ]);
    expect(skipped).toEqual([
      { line: 2, reason: 'cardio-or-timed' },
      { line: 3, reason: 'invalid-date' },
    ]);
  });
});
