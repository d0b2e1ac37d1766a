import type { AiRequest, MemberLift, MemberTraining } from '../types';
import { answerOffline } from './engine';
import { liftNamed } from './training-log';

const bench: MemberLift = {
  name: 'Développé couché',
  names: ['developpe couche', 'dc', 'bench press', 'bench', 'barbell bench press'],
  sessions: [
    { date: '2026-11-02', bestE1rmKg: 93.3, topSet: { weightKg: 80, reps: 5 } },
    { date: '2026-11-09', bestE1rmKg: 96, topSet: { weightKg: 80, reps: 6 } },
    { date: '2026-11-16', bestE1rmKg: 101.3, topSet: { weightKg: 82.5, reps: 7 } },
  ],
  next: {
    weightKg: 85,
    repsMin: 6,
    repsMax: 8,
    rir: 2,
    sets: 3,
    reason: { rule: 'double-progression', action: 'add-load', stepKg: 2.5 },
  },
};

const squat: MemberLift = {
  name: 'Squat barre',
  names: ['squat barre', 'squat', 'back squat', 'barbell back squat'],
  sessions: [
    { date: '2026-11-03', bestE1rmKg: 116.7, topSet: { weightKg: 100, reps: 5 } },
    { date: '2026-11-10', bestE1rmKg: 116.7, topSet: { weightKg: 100, reps: 5 } },
    { date: '2026-11-17', bestE1rmKg: 113.3, topSet: { weightKg: 100, reps: 4 } },
    { date: '2026-11-24', bestE1rmKg: 116.7, topSet: { weightKg: 100, reps: 5 } },
  ],
  next: {
    weightKg: 90,
    repsMin: 6,
    repsMax: 8,
    rir: 2,
    sets: 3,
    reason: { rule: 'double-progression', action: 'deload', percent: 10, missedSessions: 3 },
  },
};

const TRAINING: MemberTraining = {
  units: 'metric',
  lastSessions: [
    {
      date: '2026-11-24',
      routineName: 'PPL',
      dayName: 'Jambes',
      workSets: 12,
      exercises: ['Squat barre'],
    },
  ],
  activeRoutine: { name: 'PPL', days: ['Push', 'Pull', 'Jambes'] },
  todaysDay: { name: 'Push', exercises: ['Développé couché', 'Élévations latérales'] },
  lifts: [bench, squat],
};

const ask = (message: string, extra: Partial<AiRequest> = {}) =>
  answerOffline({ history: [], message, structured: true, training: TRAINING, ...extra });

describe('the coach reads the training log', () => {
  it('names a lift by any of its names or aliases, the longest first', () => {
    expect(liftNamed('est-ce que je progresse au DC ?', TRAINING.lifts)).toBe(bench);
    expect(liftNamed('how is my bench going', TRAINING.lifts)).toBe(bench);
    expect(liftNamed('pourquoi mon squat stagne', TRAINING.lifts)).toBe(squat);
    expect(liftNamed('et mes tractions ?', TRAINING.lifts)).toBeUndefined();
  });

  it('"qu’est-ce que je fais aujourd’hui ?": the routine’s next day with the loads from the log', () => {
    const answer = ask('qu’est-ce que je fais aujourd’hui ?', { language: 'fr' });
    expect(answer).toMatch(
      /^\*\*Aujourd’hui : Push\*\*, la séance suivante de ton programme « PPL »/,
    );
    expect(answer).toContain('Développé couché : 3 × 6-8 à 85,0 kg, RIR 2 (double progression');
    expect(answer).toContain('- Élévations latérales');
  });

  it('"est-ce que je progresse au développé couché ?": the estimated 1RM trend with dates, then the next targets', () => {
    const answer = ask('est-ce que je progresse au développé couché ?');
    expect(answer).toMatch(
      /^\*\*Oui, ton développé couché progresse\*\* sur tes 3 dernières séances \(du 2026-11-02 au 2026-11-16\)/,
    );
    expect(answer).toContain('93,3 kg → 101,3 kg, +8,6 %');
    expect(answer).toContain(
      'toutes tes séries de travail ont atteint le haut de la fourchette : +2,5 kg',
    );
  });

  it('"why is my squat stuck?" in English: the flat trend from the log and the deload the rule gives', () => {
    const answer = ask('why is my squat stuck?', { language: 'fr' });
    expect(answer).toMatch(/^\*\*Your squat barre has stalled\*\* over your last 4 sessions/);
    expect(answer).toContain('3 sessions in a row under the range: deload by 10%');
    expect(answer).toContain('The rule calls for a deload');
  });

  it('in pounds for a member who uses them', () => {
    const answer = ask('am I progressing on bench?', {
      training: { ...TRAINING, units: 'imperial' },
    });
    expect(answer).toMatch(/lb → .* lb/);
    expect(answer).not.toMatch(/\d kg/);
  });

  it('without the log (switched off or empty), the same questions get the usual answers', () => {
    const answer = answerOffline({
      history: [],
      message: 'pourquoi mon squat stagne ?',
      structured: true,
    });
    expect(answer).not.toContain('Squat barre');
    expect(answer).not.toMatch(/1RM estimé \(Epley\)/);
  });

  it('safety comes first even with a log', () => {
    expect(ask('est-ce que je progresse au DC si je prends de la tren ?')).toMatch(
      /Je ne peux pas t’aider avec ça/,
    );
  });
});
