// What the coach reads of the member's training log (issue #34): the data the offline coach
// answers from and the lines a model is given (and the chat's "what the coach knows" shows).
import { formatDecimal, formatWeight, type UnitSystem } from '@zak/contract';
import type { MemberTraining } from '../coach';
import { foldName } from './catalogue/index';
import { trainingContextFor } from './training.service';

type Lang = 'fr' | 'en';

/** The log as the coach sees it, in the member's units; null when nothing is logged or planned. */
export async function trainingForCoach(
  userId: string,
  lang: Lang,
  units: UnitSystem,
): Promise<MemberTraining | null> {
  const context = await trainingContextFor(userId, lang);
  if (context.lastSessions.length === 0 && !context.activeRoutine) return null;
  return {
    units,
    lastSessions: context.lastSessions.map(({ finished: _finished, ...session }) => session),
    activeRoutine: context.activeRoutine
      ? { name: context.activeRoutine.name, days: context.activeRoutine.days }
      : null,
    todaysDay: context.todaysDay
      ? { name: context.todaysDay.name, exercises: context.todaysDay.exercises }
      : null,
    lifts: context.lifts.map((lift) => {
      const names = [lift.name, ...lift.aliases].map(foldName);
      return {
        name: lift.name,
        names: [...new Set(names)],
        sessions: lift.sessions,
        next: lift.next,
      };
    }),
  };
}

const T = {
  fr: {
    head: 'Entraînement (journal du membre)',
    none: 'aucune séance enregistrée',
    sessions: 'Dernières séances',
    sets: (n: number) => `${n} séries de travail`,
    routine: 'Programme actif',
    today: 'Séance suivante du programme',
    lift: (name: string) => `${name}, 1RM estimé (Epley)`,
    next: 'prochaine séance',
    rule: {
      'add-load': 'double progression : haut de fourchette atteint, on ajoute la charge',
      'add-reps': 'double progression : même charge, plus de répétitions',
      deload: 'double progression : échecs répétés, décharge',
      start: 'première séance',
    },
  },
  en: {
    head: "Training (the member's log)",
    none: 'no session logged',
    sessions: 'Last sessions',
    sets: (n: number) => `${n} work sets`,
    routine: 'Active routine',
    today: "The routine's next day",
    lift: (name: string) => `${name}, estimated 1RM (Epley)`,
    next: 'next session',
    rule: {
      'add-load': 'double progression: top of the range reached, add load',
      'add-reps': 'double progression: same load, more reps',
      deload: 'double progression: repeated misses, deload',
      start: 'first session',
    },
  },
} as const;

/**
 * The log as short lines with dates and units, most useful first (the caller cuts from the end):
 * the routine's next day, the last sessions, then per lift its 1RM trend and next targets.
 */
export function trainingLines(training: MemberTraining | null, lang: Lang): string[] {
  const t = T[lang];
  const colon = lang === 'fr' ? ' : ' : ': ';
  if (!training) return [`${t.head}${colon}${t.none}`];
  const kg = (value: number) => formatWeight(value, training.units, lang);
  const lines = [`${t.head}${colon}`];
  if (training.activeRoutine) {
    lines.push(
      `- ${t.routine}${colon}${training.activeRoutine.name} (${training.activeRoutine.days.join(', ')})`,
    );
  }
  if (training.todaysDay) {
    lines.push(
      `- ${t.today}${colon}${training.todaysDay.name} (${training.todaysDay.exercises.join(', ')})`,
    );
  }
  if (training.lastSessions.length > 0) {
    const sessions = training.lastSessions
      .slice(0, 3)
      .map(
        (s) =>
          `${s.date} ${s.dayName ?? s.exercises.slice(0, 3).join(', ')}, ${t.sets(s.workSets)}`,
      );
    lines.push(`- ${t.sessions}${colon}${sessions.join('; ')}`);
  } else lines.push(`- ${t.sessions}${colon}${t.none}`);
  for (const lift of training.lifts) {
    const trend = lift.sessions
      .map((s) => `${s.date} ${kg(s.bestE1rmKg)} (${kg(s.topSet.weightKg)} × ${s.topSet.reps})`)
      .join(', ');
    const next = lift.next;
    const target =
      next.weightKg === null
        ? `${next.sets} × ${next.repsMin}-${next.repsMax}`
        : `${next.sets} × ${next.repsMin}-${next.repsMax} ${lang === 'fr' ? 'à' : 'at'} ${kg(next.weightKg)}`;
    const rir = next.rir === null ? '' : `, RIR ${formatDecimal(next.rir, lang, 0)}`;
    lines.push(
      `- ${t.lift(lift.name)}${colon}${trend}; ${t.next}${colon}${target}${rir} (${t.rule[next.reason.action]})`,
    );
  }
  return lines;
}
