/**
 * The progress tracker (issue 21): body weight, measurements, weekly check-ins and the coaching
 * profile. Stored metric; shown in the member's units and locale. Types, limits and the pure
 * unit conversions both sides use (no dependencies).
 */

export const GOAL_PHASES = ['cut', 'bulk', 'maintain', 'recomp'] as const;
export type GoalPhase = (typeof GOAL_PHASES)[number];
export const SEXES = ['male', 'female'] as const;
export type Sex = (typeof SEXES)[number];
export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type Level = (typeof LEVELS)[number];
export const EQUIPMENT = ['gym', 'home', 'none'] as const;
export type Equipment = (typeof EQUIPMENT)[number];
/** metric: kg and cm; imperial: lb and in. */
export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

/** Physical bounds the API enforces (metric). */
export const PROGRESS_LIMITS = {
  weightKg: { min: 20, max: 400 },
  heightCm: { min: 100, max: 250 },
  /** Any circumference (waist, chest, arm, thigh, hip, neck). */
  circumferenceCm: { min: 10, max: 300 },
  bodyFatPct: { min: 2, max: 75 },
  trainingDays: { min: 0, max: 7 },
  score: { min: 0, max: 10 },
  notes: 1000,
  /** Oldest date an entry may carry. */
  firstDate: '2000-01-01',
  /** Youngest member is an adult (the footer says adults only); oldest birth year accepted. */
  minAge: 18,
  firstBirthYear: 1900,
} as const;

/** Usual weekly rate of change per goal, in % of body weight per week. */
export const GOAL_RATE_RANGE: Record<GoalPhase, { min: number; max: number }> = {
  cut: { min: -1, max: -0.5 },
  bulk: { min: 0.25, max: 0.5 },
  maintain: { min: -0.25, max: 0.25 },
  recomp: { min: -0.25, max: 0.25 },
};

/** The 7-day average moved less than this share of body weight over two weeks: a plateau. */
export const PLATEAU_SHARE = 0.002;
/** Entries each 7-day window needs before a rate or a plateau is computed from it. */
export const MIN_ENTRIES_PER_WEEK = 3;

/** The measurement sites, in display order. */
export const MEASUREMENT_SITES = ['waist', 'chest', 'arm', 'thigh', 'hip', 'neck'] as const;
export type MeasurementSite = (typeof MEASUREMENT_SITES)[number];
export const BODY_FAT_METHODS = [
  'scale',
  'calipers',
  'tape',
  'dexa',
  'bodpod',
  'visual',
  'other',
] as const;
export type BodyFatMethod = (typeof BODY_FAT_METHODS)[number];

export const CHECK_IN_SCORES = [
  'dietAdherence',
  'trainingAdherence',
  'sleep',
  'energy',
  'stress',
  'hunger',
] as const;
export type CheckInScore = (typeof CHECK_IN_SCORES)[number];

// ---------------------------------------------------------------- shapes

/** GET/PUT /api/progress/profile. Every field may be null (not given yet). */
export interface CoachingProfile {
  goal: GoalPhase | null;
  heightCm: number | null;
  birthYear: number | null;
  sex: Sex | null;
  trainingDays: number | null;
  level: Level | null;
  equipment: Equipment | null;
  units: UnitSystem;
  /** Whether the coach is given the member's data before each answer. */
  coachContext: boolean;
}
export type CoachingProfileInput = Omit<CoachingProfile, 'coachContext'>;

/** A day's entry: `date` is the calendar day (YYYY-MM-DD), one entry per kind and day. */
export interface DailyEntry {
  id: string;
  date: string;
}

export interface WeightEntry extends DailyEntry {
  weightKg: number;
}
export interface WeightInput {
  date: string;
  weightKg: number;
}

export type MeasurementValues = { [K in MeasurementSite as `${K}Cm`]: number | null } & {
  bodyFatPct: number | null;
  bodyFatMethod: BodyFatMethod | null;
};
export type MeasurementEntry = DailyEntry & MeasurementValues;
export type MeasurementInput = { date: string } & Partial<MeasurementValues>;

export type CheckInValues = Record<CheckInScore, number> & { notes: string };
export type CheckIn = DailyEntry & CheckInValues;
export type CheckInInput = { date: string } & CheckInValues;

/** A weight with its 7-day moving average (the days `date - 6` to `date`). */
export interface WeightPoint extends WeightEntry {
  average7: number;
}

/** This week's average against last week's (rolling 7-day windows ending at the latest entry). */
export interface WeeklyRate {
  thisWeekKg: number;
  lastWeekKg: number;
  changeKg: number;
  /** changeKg as % of last week's average. */
  percentPerWeek: number;
}

export interface WeightTrend {
  latest: WeightEntry | null;
  /** 7-day moving average at the latest entry. */
  average7: number | null;
  weekly: WeeklyRate | null;
  /** Average change per week over the last 4 weeks (7-day averages 28 days apart). */
  fourWeek: { changeKgPerWeek: number; percentPerWeek: number } | null;
  /** The average has not moved for two weeks while the goal is a cut or a bulk. */
  plateau: boolean;
}

/** GET /api/progress/weights?from&to (default: the last 365 days), oldest first. */
export interface WeightLog {
  entries: WeightPoint[];
  trend: WeightTrend;
}

/** GET /api/progress/measurements, oldest first. */
export interface MeasurementLog {
  entries: MeasurementEntry[];
}

/** GET /api/progress/checkins, newest first. */
/** The coach's reply under a check-in (issue 36), as the member and the desk see it. */
export interface CheckInReply {
  body: string;
  /** The coach's username (null: the account was deleted). */
  coach: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface CheckInLog {
  /** Each check-in with the coach's reply under it (null: none). */
  entries: Array<CheckIn & { reply: CheckInReply | null }>;
}

/** GET /api/progress/coach-context: exactly what the coach is told before each answer. */
export interface CoachContextView {
  enabled: boolean;
  /** The text given to the coach (null when switched off). */
  text: string | null;
}

/** PUT /api/progress/coach-context. */
export interface CoachContextSwitch {
  enabled: boolean;
}

/** The member export's progress part (GET /api/account/export). */
export interface ProgressExport {
  profile: CoachingProfile | null;
  weights: WeightEntry[];
  measurements: MeasurementEntry[];
  checkIns: CheckIn[];
}

// ---------------------------------------------------------------- units

export const KG_PER_LB = 0.45359237;
export const CM_PER_IN = 2.54;

export const kgToLb = (kg: number) => kg / KG_PER_LB;
export const lbToKg = (lb: number) => lb * KG_PER_LB;
export const cmToIn = (cm: number) => cm / CM_PER_IN;
export const inToCm = (inches: number) => inches * CM_PER_IN;

/** The unit a weight or a length is shown in. */
export const weightUnit = (units: UnitSystem) => (units === 'imperial' ? 'lb' : 'kg');
export const lengthUnit = (units: UnitSystem) => (units === 'imperial' ? 'in' : 'cm');

/** A stored (metric) value in the member's units. */
export const toDisplayWeight = (kg: number, units: UnitSystem) =>
  units === 'imperial' ? kgToLb(kg) : kg;
export const toDisplayLength = (cm: number, units: UnitSystem) =>
  units === 'imperial' ? cmToIn(cm) : cm;
/** A value typed in the member's units, stored metric. */
export const fromDisplayWeight = (value: number, units: UnitSystem) =>
  units === 'imperial' ? lbToKg(value) : value;
export const fromDisplayLength = (value: number, units: UnitSystem) =>
  units === 'imperial' ? inToCm(value) : value;

const LOCALE = { fr: 'fr-FR', en: 'en-GB' } as const;

/** A number in the locale, with `digits` decimals at most ("82,4" in French, "82.4" in English). */
export function formatDecimal(value: number, lang: 'fr' | 'en', digits = 1, signed = false) {
  return new Intl.NumberFormat(LOCALE[lang], {
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(value);
}

/** A stored weight for display: `82,4 kg` (fr, metric), `181.7 lb` (en, imperial). */
export function formatWeight(kg: number, units: UnitSystem, lang: 'fr' | 'en', signed = false) {
  return `${formatDecimal(toDisplayWeight(kg, units), lang, 1, signed)} ${weightUnit(units)}`;
}

/** A stored length for display: `84,5 cm`, `33.3 in`. */
export function formatLength(cm: number, units: UnitSystem, lang: 'fr' | 'en', signed = false) {
  return `${formatDecimal(toDisplayLength(cm, units), lang, 1, signed)} ${lengthUnit(units)}`;
}

/** A percentage for display: `-0,55 %` (fr), `-0.55%` (en). */
export function formatPercent(value: number, lang: 'fr' | 'en', digits = 2, signed = true) {
  const n = formatDecimal(value, lang, digits, signed);
  return lang === 'fr' ? `${n} %` : `${n}%`;
}
