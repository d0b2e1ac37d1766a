import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseStrongCsv, TrainingImportError } from './index';

const SAMPLE = readFileSync(
  path.join(__dirname, '../../../../../testdata/training/strong-sample.csv'),
  'utf8',
);
const PARIS = { timeZone: 'Europe/Paris' } as const;

describe('parseStrongCsv on the sample export (testdata/training/strong-sample.csv)', () => {
  const result = parseStrongCsv(SAMPLE, { unit: 'kg', ...PARIS });

  it('reads three workouts of nine sets each, in file order', () => {
    expect(result.sessions.map((session) => [session.name, session.sets.length])).toEqual([
      ['Push – Pecs/Épaules', 9],
      ['Pull', 9],
      ['Jambes – quadris & fessiers', 9],
    ]);
  });

  it('reports each line left out with its reason (lines of the file, header = 1)', () => {
    // Line 12 holds a note on two lines: the rows after it start one line further.
    expect(result.skipped).toEqual([
      { line: 17, reason: 'invalid-reps' },
      { line: 20, reason: 'rest-timer' },
      { line: 29, reason: 'invalid-weight' },
      { line: 32, reason: 'malformed-row' },
      { line: 35, reason: 'cardio-or-timed' },
    ]);
  });

  it('converts local start times with the time zone and adds the duration', () => {
    const [push, pull] = result.sessions;
    expect(push?.startedAt).toBe('2024-01-15T17:30:00.000Z');
    expect(push?.finishedAt).toBe('2024-01-15T18:35:00.000Z');
    expect(pull?.startedAt).toBe('2024-01-17T06:05:00.000Z');
    expect(pull?.finishedAt).toBe('2024-01-17T06:57:00.000Z');
  });

  it('reads set types from Set Order (W, D, F), RPE as reps in reserve, and positions', () => {
    const push = result.sessions[0]?.sets ?? [];
    expect(push.slice(0, 4)).toEqual([
      {
        exerciseName: 'Bench Press (Barbell)',
        position: 1,
        type: 'warmup',
        weightKg: 40,
        reps: 10,
        rir: null,
      },
      {
        exerciseName: 'Bench Press (Barbell)',
        position: 2,
        type: 'normal',
        weightKg: 80,
        reps: 8,
        rir: 2,
      },
      {
        exerciseName: 'Bench Press (Barbell)',
        position: 3,
        type: 'normal',
        weightKg: 80,
        reps: 7,
        rir: 1,
      },
      {
        exerciseName: 'Bench Press (Barbell)',
        position: 4,
        type: 'normal',
        weightKg: 80,
        reps: 6,
        rir: 0.5,
      },
    ]);
    expect(push[7]).toMatchObject({ type: 'drop', weightKg: 8, reps: 12 });
    const legs = result.sessions[2]?.sets ?? [];
    expect(legs[3]).toMatchObject({ type: 'failure', weightKg: 100, reps: 9, rir: 0 });
    expect(legs.map((set) => set.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // Pull-ups without added load weigh 0 kg.
    expect(result.sessions[1]?.sets[3]).toMatchObject({ exerciseName: 'Pull Up', weightKg: 0 });
  });

  it('keeps quotes, commas, accents and line breaks of the notes', () => {
    expect(result.sessions[0]?.notes).toBe(
      'Bonne séance, épaule droite un peu raide, à surveiller\n' +
        'Bench Press (Barbell): Pause d\'une seconde, "touch and go" interdit',
    );
    expect(result.sessions[1]?.notes).toBe(
      'Deadlift (Barbell): Sangles sur la dernière série.\nDos OK, rien à signaler',
    );
  });

  it('converts pounds to kilograms when the member says the file is in lb', () => {
    const inPounds = parseStrongCsv(SAMPLE, { unit: 'lb', ...PARIS });
    const sets = inPounds.sessions.flatMap((session) => session.sets);
    expect(sets[1]?.weightKg).toBe(36.29); // 80 lb
    expect(sets.find((set) => set.exerciseName === 'Leg Extension (Machine)')?.weightKg).toBe(
      23.81, // 52.5 lb
    );
    expect(inPounds.skipped).toEqual(result.skipped);
  });

  it('gives the same keys on a second import, and in another time zone', () => {
    const again = parseStrongCsv(SAMPLE, { unit: 'kg', ...PARIS });
    const elsewhere = parseStrongCsv(SAMPLE, { unit: 'kg', timeZone: 'America/Montreal' });
    const keys = result.sessions.map((session) => session.clientKey);
    expect(new Set(keys).size).toBe(3);
    for (const key of keys) {
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(again.sessions.map((session) => session.clientKey)).toEqual(keys);
    expect(elsewhere.sessions.map((session) => session.clientKey)).toEqual(keys);
    expect(elsewhere.sessions[0]?.startedAt).toBe('2024-01-15T23:30:00.000Z');
  });
});

describe('parseStrongCsv on other shapes', () => {
  const HEADER =
    'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n';

  it('reads the older semicolon export with its Weight Unit column', () => {
    const text =
      'Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes\n' +
      '2019-01-11 12:31:54;"Leg";"Deadlift (Barbell)";1;100;kg;5;;;;0;"";""\n' +
      '2019-01-11 12:31:54;"Leg";"Deadlift (Barbell)";2;225;lbs;5;;;;0;;\n';
    const { sessions, skipped } = parseStrongCsv(text, { unit: 'kg', ...PARIS });
    expect(skipped).toEqual([]);
    expect(sessions[0]?.sets.map((set) => set.weightKg)).toEqual([100, 102.06]);
    expect(sessions[0]?.finishedAt).toBeNull();
  });

  it('reads 12-hour times, and skips impossible dates and out-of-range numbers', () => {
    const text =
      HEADER +
      '2024-03-02 6:15:00 PM,Full body,45m,Squat (Barbell),1,100,5,,,,,\n' +
      '2024-02-30 18:00:00,Full body,45m,Squat (Barbell),1,100,5,,,,,\n' +
      ',Full body,45m,Squat (Barbell),1,100,5,,,,,\n' +
      '2024-03-02 6:15:00 PM,Full body,45m,Squat (Barbell),2,701,5,,,,,\n' +
      '2024-03-02 6:15:00 PM,Full body,45m,Squat (Barbell),3,100,201,,,,,\n' +
      '2024-03-02 6:15:00 PM,Full body,45m,Squat (Barbell),4,100,5,,,,,12\n' +
      '2024-03-02 6:15:00 PM,Full body,45m,,5,100,5,,,,,\n' +
      '2024-03-02 6:15:00 PM,Full body,45m,Squat (Barbell),X,100,5,,,,,\n' +
      '2024-03-02 6:15:00 PM,Full body,45m,Squat (Barbell),6,100,,,,,,\n';
    const { sessions, skipped } = parseStrongCsv(text, { unit: 'kg', ...PARIS });
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.startedAt).toBe('2024-03-02T17:15:00.000Z');
    expect(skipped).toEqual([
      { line: 3, reason: 'invalid-date' },
      { line: 4, reason: 'missing-date' },
      { line: 5, reason: 'weight-out-of-range' },
      { line: 6, reason: 'invalid-reps' },
      { line: 7, reason: 'invalid-rpe' },
      { line: 8, reason: 'missing-exercise' },
      { line: 9, reason: 'unknown-set-type' },
      { line: 10, reason: 'missing-reps' },
    ]);
  });

  it('converts a summer time with the summer offset', () => {
    const text = HEADER + '2024-07-01 08:00:00,Matin,1h,Squat (Barbell),1,100,5,,,,,\n';
    const { sessions } = parseStrongCsv(text, { unit: 'kg', ...PARIS });
    expect(sessions[0]?.startedAt).toBe('2024-07-01T06:00:00.000Z');
    expect(sessions[0]?.finishedAt).toBe('2024-07-01T07:00:00.000Z');
  });

  it('refuses a file without the columns, an unreadable file and an unknown time zone', () => {
    const codeOf = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof TrainingImportError ? error.code : 'other';
      }
      return 'none';
    };
    expect(codeOf(() => parseStrongCsv('a,b\n1,2\n', { unit: 'kg', ...PARIS }))).toBe(
      'missing-columns',
    );
    expect(codeOf(() => parseStrongCsv('', { unit: 'kg', ...PARIS }))).toBe('missing-columns');
    expect(
      codeOf(() =>
        parseStrongCsv(`${HEADER}2024-01-01 10:00:00,"Jour,1h,Squat,1,1,1,,,,,\n`, {
          unit: 'kg',
          ...PARIS,
        }),
      ),
    ).toBe('invalid-csv');
    expect(codeOf(() => parseStrongCsv(HEADER, { unit: 'kg', timeZone: 'Mars/Olympus' }))).toBe(
      'invalid-time-zone',
    );
  });
});
