import {
  GOAL_RATE_RANGE,
  formatDecimal,
  formatPercent,
  formatWeight,
  formatLength,
  type CheckIn,
  type CoachingProfile,
  type GoalPhase,
  type WeightEntry,
} from '@zak/contract';
import type { MemberFacts, MemberProgress, MemberTraining } from '../coach';
import { countTokens } from '../../platform/tokens';
import { weightTrend } from './trend';

type Lang = 'fr' | 'en';

/** Most tokens the coach context may take in the model's prompt. */
export const COACH_CONTEXT_TOKENS = 300;

export interface CoachContextInput {
  profile: CoachingProfile | null;
  /** The member's recent weights, oldest first (the last five weeks are enough). */
  weights: readonly WeightEntry[];
  lastCheckIn: CheckIn | null;
  /** Today, YYYY-MM-DD. */
  today: string;
  lang: Lang;
}

/** The coach's view of the member: the text a model is given and the facts the offline coach uses. */
export interface CoachContext {
  text: string;
  facts: MemberFacts;
  progress: MemberProgress;
  /** The training log's data, when the member logged or planned any (modules/training). */
  training?: MemberTraining;
}

const T = {
  fr: {
    colon: ' : ',
    head: (today: string) =>
      `Données du membre, saisies par lui dans le suivi de progression Zak Coaching (aujourd'hui : ${today}). « aucune donnée » : il ne l'a pas saisi.`,
    none: 'aucune donnée',
    goal: 'Objectif',
    goals: { cut: 'sèche', bulk: 'prise de masse', maintain: 'maintien', recomp: 'recomposition' },
    usual: (min: string, max: string) => `rythme habituel de ${min} à ${max} du poids par semaine`,
    profile: 'Profil',
    sex: { male: 'homme', female: 'femme' },
    born: (year: number, age: number) => `né(e) en ${year} (${age} ans)`,
    height: (h: string) => `taille ${h}`,
    days: (n: number) => `${n} jours d'entraînement par semaine`,
    level: { beginner: 'débutant', intermediate: 'intermédiaire', advanced: 'avancé' },
    equipment: { gym: 'salle', home: 'maison', none: 'sans matériel' },
    weight: 'Poids',
    average: (avg: string, date: string, last: string, lastDate: string) =>
      `moyenne sur 7 jours ${avg} au ${date} (dernière pesée ${last} le ${lastDate})`,
    weekly: 'Rythme de la semaine',
    weeklyText: (kg: string, pct: string) =>
      `${kg} (${pct} du poids) par rapport à la semaine d'avant`,
    fourWeek: 'Rythme sur 4 semaines',
    fourWeekText: (kg: string, pct: string) => `${kg} par semaine (${pct} du poids par semaine)`,
    plateau: 'Plateau : la moyenne sur 7 jours ne bouge plus depuis 2 semaines',
    checkIn: (date: string) => `Dernier bilan (${date})`,
    scores: {
      dietAdherence: 'diète',
      trainingAdherence: 'entraînement',
      sleep: 'sommeil',
      energy: 'énergie',
      stress: 'stress',
      hunger: 'faim',
    },
    lastCheckIn: 'Dernier bilan',
    notes: 'notes',
  },
  en: {
    colon: ': ',
    head: (today: string) =>
      `Member data, entered by the member in the Zak Coaching progress tracker (today: ${today}). "no data": not entered.`,
    none: 'no data',
    goal: 'Goal',
    goals: { cut: 'cut', bulk: 'bulk', maintain: 'maintenance', recomp: 'recomposition' },
    usual: (min: string, max: string) => `usual rate ${min} to ${max} of body weight per week`,
    profile: 'Profile',
    sex: { male: 'male', female: 'female' },
    born: (year: number, age: number) => `born ${year} (${age} years old)`,
    height: (h: string) => `height ${h}`,
    days: (n: number) => `${n} training days per week`,
    level: { beginner: 'beginner', intermediate: 'intermediate', advanced: 'advanced' },
    equipment: { gym: 'gym', home: 'home', none: 'no equipment' },
    weight: 'Body weight',
    average: (avg: string, date: string, last: string, lastDate: string) =>
      `7-day average ${avg} on ${date} (latest weigh-in ${last} on ${lastDate})`,
    weekly: 'This week',
    weeklyText: (kg: string, pct: string) => `${kg} (${pct} of body weight) against last week`,
    fourWeek: '4-week rate',
    fourWeekText: (kg: string, pct: string) => `${kg} per week (${pct} of body weight per week)`,
    plateau: 'Plateau: the 7-day average has not moved for 2 weeks',
    checkIn: (date: string) => `Last check-in (${date})`,
    scores: {
      dietAdherence: 'diet',
      trainingAdherence: 'training',
      sleep: 'sleep',
      energy: 'energy',
      stress: 'stress',
      hunger: 'hunger',
    },
    lastCheckIn: 'Last check-in',
    notes: 'notes',
  },
} as const;

/** The offline coach knows cut, bulk and recomposition; maintenance eats at maintenance like recomp. */
const ENGINE_GOAL: Record<GoalPhase, NonNullable<MemberFacts['goal']>> = {
  cut: 'cut',
  bulk: 'bulk',
  maintain: 'recomp',
  recomp: 'recomp',
};

function factsOf(input: CoachContextInput, average: number | null): MemberFacts {
  const p = input.profile;
  const facts: MemberFacts = {};
  if (average !== null) facts.weightKg = Math.round(average * 10) / 10;
  if (p?.units) facts.weightUnit = p.units === 'imperial' ? 'lb' : 'kg';
  if (p?.heightCm) facts.heightCm = p.heightCm;
  if (p?.birthYear) facts.age = Number(input.today.slice(0, 4)) - p.birthYear;
  if (p?.sex) facts.sex = p.sex;
  if (p?.goal) facts.goal = ENGINE_GOAL[p.goal];
  if (p?.trainingDays !== null && p?.trainingDays !== undefined) {
    facts.daysPerWeek = p.trainingDays;
  }
  if (p?.level) facts.level = p.level;
  if (p?.equipment) facts.equipment = p.equipment;
  return facts;
}

/** A line of the context and how readily it goes when the budget is short (higher goes first). */
interface Line {
  text: string;
  drop: number;
}

/**
 * The coach context: short lines with dates and units, "no data" for what the member has not
 * entered, within `budget` tokens (the check-in's notes are cut first, then the least useful lines).
 */
export function buildCoachContext(
  input: CoachContextInput,
  budget = COACH_CONTEXT_TOKENS,
): CoachContext {
  const t = T[input.lang];
  const { lang } = input;
  const p = input.profile;
  const units = p?.units ?? 'metric';
  const trend = weightTrend(input.weights, p?.goal ?? null);
  const kg = (v: number, signed = false) => formatWeight(v, units, lang, signed);
  const lines: Line[] = [{ text: t.head(input.today), drop: 0 }];

  if (p?.goal) {
    const range = GOAL_RATE_RANGE[p.goal];
    const usual = t.usual(formatPercent(range.min, lang), formatPercent(range.max, lang));
    lines.push({ text: `- ${t.goal}${t.colon}${t.goals[p.goal]} (${usual})`, drop: 0 });
  } else lines.push({ text: `- ${t.goal}${t.colon}${t.none}`, drop: 0 });

  const profile = [
    p?.sex ? t.sex[p.sex] : null,
    p?.birthYear ? t.born(p.birthYear, Number(input.today.slice(0, 4)) - p.birthYear) : null,
    p?.heightCm ? t.height(formatLength(p.heightCm, units, lang)) : null,
    p?.trainingDays !== null && p?.trainingDays !== undefined ? t.days(p.trainingDays) : null,
    p?.level ? t.level[p.level] : null,
    p?.equipment ? t.equipment[p.equipment] : null,
  ].filter((x): x is string => x !== null);
  lines.push({
    text: `- ${t.profile}${t.colon}${profile.length ? profile.join('; ') : t.none}`,
    drop: 1,
  });

  const latest = trend.latest;
  lines.push({
    text:
      latest && trend.average7 !== null
        ? `- ${t.weight}${t.colon}${t.average(kg(trend.average7), latest.date, kg(latest.weightKg), latest.date)}`
        : `- ${t.weight}${t.colon}${t.none}`,
    drop: 0,
  });
  lines.push({
    text: trend.weekly
      ? `- ${t.weekly}${t.colon}${t.weeklyText(kg(trend.weekly.changeKg, true), formatPercent(trend.weekly.percentPerWeek, lang))}`
      : `- ${t.weekly}${t.colon}${t.none}`,
    drop: 3,
  });
  lines.push({
    text: trend.fourWeek
      ? `- ${t.fourWeek}${t.colon}${t.fourWeekText(kg(trend.fourWeek.changeKgPerWeek, true), formatPercent(trend.fourWeek.percentPerWeek, lang))}`
      : `- ${t.fourWeek}${t.colon}${t.none}`,
    drop: 2,
  });
  if (trend.plateau) lines.push({ text: `- ${t.plateau}`, drop: 2 });

  const c = input.lastCheckIn;
  if (c) {
    const scores = (Object.keys(t.scores) as Array<keyof typeof t.scores>)
      .map((k) => `${t.scores[k]} ${formatDecimal(c[k], lang, 0)}/10`)
      .join(', ');
    lines.push({ text: `- ${t.checkIn(c.date)}${t.colon}${scores}`, drop: 4 });
    if (c.notes)
      lines.push({ text: `  ${t.notes}${t.colon}"${c.notes.replace(/\s+/g, ' ')}"`, drop: 5 });
  } else lines.push({ text: `- ${t.lastCheckIn}${t.colon}${t.none}`, drop: 4 });

  const progress: MemberProgress = {
    goal: p?.goal ?? null,
    units,
    average7: trend.average7,
    latestDate: latest?.date ?? null,
    weekly: trend.weekly,
    fourWeek: trend.fourWeek,
    plateau: trend.plateau,
  };
  return { text: fitToBudget(lines, budget), facts: factsOf(input, trend.average7), progress };
}

/** Drops the most droppable lines until the text fits; notes are shortened before they go. */
function fitToBudget(lines: Line[], budget: number): string {
  const kept = [...lines];
  const text = () => kept.map((l) => l.text).join('\n');
  for (;;) {
    if (countTokens(text()) <= budget) return text();
    const worst = kept.reduce((a, b) => (b.drop >= a.drop ? b : a));
    if (worst.drop === 0) return text();
    // Notes are halved (ending with …) while they are long, then dropped.
    if (worst.drop === 5 && worst.text.length > 60) {
      worst.text = `${worst.text.slice(0, Math.floor(worst.text.length / 2))}…"`;
      continue;
    }
    kept.splice(kept.indexOf(worst), 1);
  }
}
