import {
  BODY_FAT_METHODS,
  CHECK_IN_SCORES,
  EQUIPMENT,
  GOAL_PHASES,
  LEVELS,
  MEASUREMENT_SITES,
  PROGRESS_LIMITS as L,
  SEXES,
  UNIT_SYSTEMS,
  type CheckInInput,
  type CoachContextSwitch,
  type CoachingProfileInput,
  type MeasurementInput,
  type WeightInput,
} from '@zak/contract';
import type { CustomHelpers } from 'joi';
import { Joi } from '../../platform/validation/joi';
import { idParams } from '../../platform/validation/common';

/** Today's date in UTC as YYYY-MM-DD. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * The latest day an entry may carry: tomorrow in UTC, so a member east of Greenwich (up to
 * UTC+14) can log their own today; anything later is the future wherever the member is.
 */
export function latestAllowedDay(now = new Date()): string {
  return new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
}

/** A calendar day YYYY-MM-DD that exists, from PROGRESS_LIMITS.firstDate, not in the future. */
const day = Joi.string()
  .pattern(/^\d{4}-\d{2}-\d{2}$/)
  .custom((value: string, helpers: CustomHelpers) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    const real = !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
    if (!real || value < L.firstDate || value > latestAllowedDay()) {
      return helpers.error('any.invalid');
    }
    return value;
  })
  .messages({
    'string.base': 'progressDateInvalid',
    'string.empty': 'progressDateInvalid',
    'string.pattern.base': 'progressDateInvalid',
    'any.invalid': 'progressDateInvalid',
    'any.required': 'progressDateInvalid',
  });

/** A number within bounds, kept to two decimals. */
const bounded = (min: number, max: number, msg: string) =>
  Joi.number()
    .min(min)
    .max(max)
    .custom((v: number) => Math.round(v * 100) / 100)
    .messages({ 'number.base': msg, 'number.min': msg, 'number.max': msg, 'any.required': msg });

const choice = <T extends string>(values: readonly T[]) =>
  Joi.string()
    .valid(...values)
    .allow(null)
    .messages({ 'any.only': 'choiceInvalid', 'string.base': 'choiceInvalid' });

export const weightSchema = {
  body: Joi.object<WeightInput, true>({
    date: day.required(),
    weightKg: bounded(L.weightKg.min, L.weightKg.max, 'weightOutOfRange').required(),
  }),
};

const circumference = bounded(
  L.circumferenceCm.min,
  L.circumferenceCm.max,
  'circumferenceOutOfRange',
).allow(null);

const sites = Object.fromEntries(MEASUREMENT_SITES.map((s) => [`${s}Cm`, circumference]));

export const measurementSchema = {
  body: Joi.object<MeasurementInput>({
    date: day.required(),
    ...sites,
    bodyFatPct: bounded(L.bodyFatPct.min, L.bodyFatPct.max, 'bodyFatOutOfRange').allow(null),
    bodyFatMethod: choice(BODY_FAT_METHODS).when('bodyFatPct', {
      is: Joi.number().required(),
      then: Joi.required().invalid(null).messages({
        'any.required': 'bodyFatMethodRequired',
        'any.invalid': 'bodyFatMethodRequired',
      }),
    }),
  })
    .custom((value: MeasurementInput, helpers: CustomHelpers) => {
      const given = [...MEASUREMENT_SITES.map((s) => `${s}Cm` as const), 'bodyFatPct' as const];
      return given.some((k) => typeof value[k] === 'number') ? value : helpers.error('any.custom');
    })
    .messages({ 'any.custom': 'measurementEmpty' }),
};

const score = Joi.number().integer().min(L.score.min).max(L.score.max).required().messages({
  'number.base': 'scoreOutOfRange',
  'number.integer': 'scoreOutOfRange',
  'number.min': 'scoreOutOfRange',
  'number.max': 'scoreOutOfRange',
  'any.required': 'scoreOutOfRange',
});

export const checkInSchema = {
  body: Joi.object<CheckInInput, true>({
    date: day.required(),
    ...(Object.fromEntries(CHECK_IN_SCORES.map((k) => [k, score])) as Record<
      (typeof CHECK_IN_SCORES)[number],
      typeof score
    >),
    notes: Joi.string()
      .controls('multiline')
      .trim()
      .max(L.notes)
      .allow('')
      .default('')
      .messages({ 'string.max': 'notesTooLong', 'string.base': 'notesTooLong' }),
  }),
};

export const profileSchema = {
  body: Joi.object<CoachingProfileInput, true>({
    goal: choice(GOAL_PHASES).required(),
    heightCm: bounded(L.heightCm.min, L.heightCm.max, 'heightOutOfRange').allow(null).required(),
    birthYear: Joi.number()
      .integer()
      .min(L.firstBirthYear)
      .custom((year: number, helpers: CustomHelpers) =>
        year > new Date().getUTCFullYear() - L.minAge ? helpers.error('number.max') : year,
      )
      .allow(null)
      .required()
      .messages({
        'number.base': 'birthYearInvalid',
        'number.integer': 'birthYearInvalid',
        'number.min': 'birthYearInvalid',
        'number.max': 'birthYearInvalid',
        'any.required': 'birthYearInvalid',
      }),
    sex: choice(SEXES).required(),
    trainingDays: Joi.number()
      .integer()
      .min(L.trainingDays.min)
      .max(L.trainingDays.max)
      .allow(null)
      .required()
      .messages({
        'number.base': 'trainingDaysInvalid',
        'number.integer': 'trainingDaysInvalid',
        'number.min': 'trainingDaysInvalid',
        'number.max': 'trainingDaysInvalid',
        'any.required': 'trainingDaysInvalid',
      }),
    level: choice(LEVELS).required(),
    equipment: choice(EQUIPMENT).required(),
    units: Joi.string()
      .valid(...UNIT_SYSTEMS)
      .default('metric')
      .messages({ 'any.only': 'choiceInvalid', 'string.base': 'choiceInvalid' }),
  }),
};

export const coachContextSchema = {
  body: Joi.object<CoachContextSwitch, true>({
    enabled: Joi.boolean().strict().required(),
  }),
};

export const rangeSchema = {
  query: Joi.object<{ from?: string; to?: string }, true>({
    from: day,
    to: day,
  }),
};

export const entryIdSchema = { params: idParams };

/** GET /api/progress/coach-context?lang=: the language of the text (default: Accept-Language). */
export const coachContextQuerySchema = {
  query: Joi.object<{ lang?: 'fr' | 'en' }, true>({
    lang: Joi.string().valid('fr', 'en').messages({ 'any.only': 'choiceInvalid' }),
  }),
};
