import {
  EXERCISE_EQUIPMENT,
  MUSCLES,
  SET_TYPES,
  TRAINING_IMPORT_FORMATS,
  TRAINING_LIMITS as L,
  type TrainingImportFormat,
  type CustomExerciseInput,
  type LoggedSetInput,
  type RoutineInput,
} from '@zak/contract';
import type { CustomHelpers } from 'joi';
import { Joi } from '../../platform/validation/joi';
import { id, idParams } from '../../platform/validation/common';

/** The same message for every way a value can be wrong. */
const all = (msg: string, ...types: string[]) =>
  Object.fromEntries(['any.required', ...types].map((t) => [t, msg]));

const choice = <T extends string>(values: readonly T[]) =>
  Joi.string()
    .valid(...values)
    .messages(all('trainingChoiceInvalid', 'any.only', 'string.base'));

const muscles = (min: number) =>
  Joi.array()
    .items(choice(MUSCLES))
    .min(min)
    .max(5)
    .unique()
    .messages(all('trainingMuscleInvalid', 'array.base', 'array.min', 'array.max', 'array.unique'));

const text = (max: number, msg: string) =>
  Joi.string()
    .trim()
    .max(max)
    .allow('')
    .default('')
    .messages(all(msg, 'string.base', 'string.max'));

const notes = Joi.string()
  .controls('multiline')
  .trim()
  .max(L.notesMax)
  .allow('')
  .messages(all('trainingNotesTooLong', 'string.base', 'string.max'));

const clientId = Joi.string()
  .pattern(/^[A-Za-z0-9-]+$/)
  .max(L.clientIdMax)
  .required()
  .messages(
    all(
      'trainingClientIdInvalid',
      'string.base',
      'string.empty',
      'string.pattern.base',
      'string.max',
    ),
  );

const integer = (min: number, max: number, msg: string) =>
  Joi.number()
    .integer()
    .min(min)
    .max(max)
    .messages(
      all(msg, 'number.base', 'number.integer', 'number.min', 'number.max', 'number.unsafe'),
    );

const instant = Joi.date()
  .iso()
  .min('2000-01-01T00:00:00Z')
  .max('2100-01-01T00:00:00Z')
  .messages(all('trainingDateInvalid', 'date.base', 'date.format', 'date.min', 'date.max'));

const rir = integer(0, L.rirMax, 'trainingRirInvalid').allow(null);

/** An exercise's or routine's name: 1 to `max` characters once trimmed. */
const requiredName = (max: number) =>
  Joi.string()
    .trim()
    .min(1)
    .max(max)
    .required()
    .messages(
      all('trainingNameInvalid', 'string.base', 'string.empty', 'string.min', 'string.max'),
    );

export const exerciseQuerySchema = {
  query: Joi.object<{ q?: string; muscle?: string; equipment?: string }, true>({
    q: Joi.string()
      .trim()
      .max(L.exerciseNameMax)
      .allow('')
      .messages(all('trainingNameInvalid', 'string.base', 'string.max')),
    muscle: choice(MUSCLES),
    equipment: choice(EXERCISE_EQUIPMENT),
  }),
};

export const customExerciseSchema = {
  body: Joi.object<CustomExerciseInput, true>({
    name: requiredName(L.exerciseNameMax),
    primaryMuscles: muscles(1).required(),
    secondaryMuscles: muscles(0).default([]),
    equipment: choice(EXERCISE_EQUIPMENT).required(),
    cue: text(L.cueMax, 'trainingCueTooLong'),
  }),
};

const targetSet = Joi.object({
  type: choice(SET_TYPES).required(),
  repsMin: integer(1, L.repsMax, 'trainingRepRangeInvalid').required(),
  repsMax: integer(1, L.repsMax, 'trainingRepRangeInvalid')
    .min(Joi.ref('repsMin'))
    .required()
    .messages({ 'number.ref': 'trainingRepRangeInvalid' }),
  rir: rir.required(),
  restSeconds: integer(0, L.restSecondsMax, 'trainingRestInvalid').required(),
});

const shape = (max: number, min = 1) =>
  Joi.array()
    .min(min)
    .max(max)
    .messages(all('trainingRoutineShapeInvalid', 'array.base', 'array.min', 'array.max'));

export const routineSchema = {
  body: Joi.object<RoutineInput, true>({
    name: requiredName(L.routineNameMax),
    days: shape(L.daysMax)
      .items(
        Joi.object({
          name: text(L.dayNameMax, 'trainingNameInvalid'),
          exercises: shape(L.exercisesPerDayMax, 0)
            .items(
              Joi.object({
                exerciseId: id,
                superset: Joi.string()
                  .pattern(/^[A-Z]$/)
                  .allow(null)
                  .default(null)
                  .messages(all('trainingSupersetInvalid', 'string.base', 'string.pattern.base')),
                sets: shape(L.setsPerExerciseMax).items(targetSet).required(),
                notes: notes.default(''),
              }),
            )
            .required(),
        }),
      )
      .required(),
  }),
};

export const newSessionSchema = {
  body: Joi.object<{ clientId: string; startedAt?: Date; notes: string }, true>({
    clientId,
    startedAt: instant,
    notes: notes.default(''),
  }),
};

export const startSessionSchema = {
  body: Joi.object<{ routineId: string; dayIndex: number; clientId: string }, true>({
    routineId: id,
    dayIndex: integer(0, L.daysMax - 1, 'trainingDayNotFound').required(),
    clientId,
  }),
};

export const sessionPageSchema = {
  query: Joi.object<{ before?: Date; limit: number }, true>({
    before: instant,
    limit: integer(1, 100, 'trainingChoiceInvalid').default(20),
  }),
};

export const sessionPatchSchema = {
  params: idParams,
  body: Joi.object<{ finishedAt?: Date | null; notes?: string }, true>({
    finishedAt: instant.allow(null),
    notes,
  }),
};

const loggedSet = Joi.object<LoggedSetInput, true>({
  clientId,
  exerciseId: id,
  position: integer(0, 10_000, 'trainingSetsInvalid').required(),
  type: choice(SET_TYPES).required(),
  weightKg: Joi.number()
    .min(0)
    .max(L.weightKgMax)
    .custom((v: number) => Math.round(v * 100) / 100)
    .required()
    .messages(all('trainingWeightInvalid', 'number.base', 'number.min', 'number.max')),
  reps: integer(0, L.repsMax, 'trainingRepsInvalid').required(),
  rir,
  // Kept as the ISO text (the contract's type); the database reads it as timestamptz.
  completedAt: Joi.string()
    .isoDate()
    .max(40)
    .custom((v: string, helpers: CustomHelpers) => {
      const year = new Date(v).getUTCFullYear();
      return year >= 2000 && year < 2100 ? v : helpers.error('string.isoDate');
    })
    .required()
    .messages(
      all('trainingDateInvalid', 'string.base', 'string.empty', 'string.isoDate', 'string.max'),
    ),
});

export const setSyncSchema = {
  params: idParams,
  // An object around the list: every body is a JSON object (platform/http/validate).
  body: Joi.object<{ sets: LoggedSetInput[] }, true>({
    sets: Joi.array()
      .items(loggedSet)
      .min(1)
      .max(L.setsPerSessionMax)
      .unique('clientId')
      .required()
      .messages(all('trainingSetsInvalid', 'array.base', 'array.min', 'array.max', 'array.unique')),
  }),
};

export const setIdSchema = {
  params: Joi.object<{ id: string; setId: string }, true>({ id, setId: id }),
};

export const idSchema = { params: idParams };

export const importQuerySchema = {
  query: Joi.object<
    {
      format: TrainingImportFormat;
      unit?: 'kg' | 'lb';
      timeZone: string;
      dryRun: boolean;
      preview: boolean;
    },
    true
  >({
    format: Joi.string()
      .valid(...TRAINING_IMPORT_FORMATS)
      .required()
      .messages(all('trainingImportFormatInvalid', 'any.only', 'string.base', 'string.empty')),
    unit: Joi.string()
      .valid('kg', 'lb')
      .messages(all('trainingImportUnitInvalid', 'any.only', 'string.base', 'string.empty')),
    // The exports write local times; an IANA zone the parsers check (Europe/Paris by default).
    timeZone: Joi.string()
      .pattern(/^[A-Za-z0-9_+\-/]{1,64}$/)
      .default('Europe/Paris')
      .messages(
        all('trainingImportTimeZoneInvalid', 'string.base', 'string.empty', 'string.pattern.base'),
      ),
    dryRun: Joi.boolean().default(false).messages(all('trainingChoiceInvalid', 'boolean.base')),
    // The same, under the name a preview screen may prefer.
    preview: Joi.boolean().default(false).messages(all('trainingChoiceInvalid', 'boolean.base')),
  }),
};

export const fromMessageSchema = {
  body: Joi.object<{ messageId: string }, true>({ messageId: id }),
};
