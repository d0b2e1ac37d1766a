import {
  ATTENTION_FLAGS,
  ATTENTION_PAGE_SIZE,
  COACH_NOTE_MAX,
  COACH_REPLY_MAX,
  FLAG_NOTE_MAX,
  PAGE_SIZE,
  ROSTER_FILTERS,
  ROSTER_SORTS,
  SNOOZE_DAYS,
  type AssignmentInput,
  type CheckInReplyInput,
  type CoachNoteInput,
  type FlagStateInput,
  type RosterQuery,
} from '@zak/contract';
import type { CustomHelpers } from 'joi';
import { Joi } from '../../platform/validation/joi';
import { id, idParams, limit, page } from '../../platform/validation/common';

/** GET /api/coaching/roster once validated: every choice has its default. */
export type RosterQueryInput = Required<Omit<RosterQuery, 'search'>> & { search?: string };

export const rosterQuerySchema = {
  query: Joi.object<RosterQueryInput>({
    page,
    limit: limit(PAGE_SIZE.users),
    search: Joi.string().controls('strip').normalize('NFC').trim().max(100).allow(''),
    sort: Joi.string()
      .valid(...ROSTER_SORTS)
      .default('name')
      .messages({ 'any.only': 'rosterSortInvalid', 'string.base': 'rosterSortInvalid' }),
    order: Joi.string().valid('asc', 'desc').default('asc'),
    filter: Joi.string()
      .valid(...ROSTER_FILTERS)
      .default('all')
      .messages({ 'any.only': 'rosterFilterInvalid', 'string.base': 'rosterFilterInvalid' }),
  }),
};

/** GET /api/coaching/attention: a page of the raised flags, oldest occurrence first. */
export const attentionQuerySchema = {
  query: Joi.object<{ page: number; limit: number }, true>({
    page,
    limit: limit(ATTENTION_PAGE_SIZE),
  }),
};

export const memberParamsSchema = { params: idParams };

const memberAndId = Joi.object<{ id: string; noteId: string }, true>({
  id,
  noteId: id,
});

const sinceDay = Joi.string()
  .pattern(/^\d{4}-\d{2}-\d{2}$/)
  .custom((value: string, helpers: CustomHelpers) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value)
      ? value
      : helpers.error('any.invalid');
  })
  .required()
  .messages({
    'string.base': 'sinceInvalid',
    'string.empty': 'sinceInvalid',
    'string.pattern.base': 'sinceInvalid',
    'any.invalid': 'sinceInvalid',
    'any.required': 'sinceInvalid',
  });

export const flagStateSchema = {
  params: idParams,
  body: Joi.object<FlagStateInput>({
    flag: Joi.string()
      .valid(...ATTENTION_FLAGS)
      .required()
      .messages({
        'any.only': 'flagInvalid',
        'any.required': 'flagInvalid',
        'string.base': 'flagInvalid',
      }),
    since: sinceDay,
    state: Joi.string().valid('handled', 'snoozed').required().messages({
      'any.only': 'flagStateInvalid',
      'any.required': 'flagStateInvalid',
      'string.base': 'flagStateInvalid',
    }),
    days: Joi.when('state', {
      is: 'snoozed',
      then: Joi.number().integer().min(SNOOZE_DAYS.min).max(SNOOZE_DAYS.max).required(),
      otherwise: Joi.forbidden(),
    }).messages({
      'any.required': 'snoozeDaysInvalid',
      'any.unknown': 'snoozeDaysInvalid',
      'number.base': 'snoozeDaysInvalid',
      'number.integer': 'snoozeDaysInvalid',
      'number.min': 'snoozeDaysInvalid',
      'number.max': 'snoozeDaysInvalid',
    }),
    note: Joi.string()
      .controls('multiline')
      .trim()
      .max(FLAG_NOTE_MAX)
      .allow('')
      .default('')
      .messages({ 'string.max': 'flagNoteTooLong', 'string.base': 'flagNoteTooLong' }),
  }),
};

const text = (max: number, msg: string) =>
  Joi.string().controls('multiline').trim().min(1).max(max).required().messages({
    'any.required': msg,
    'string.base': msg,
    'string.empty': msg,
    'string.min': msg,
    'string.max': msg,
  });

export const noteCreateSchema = {
  params: idParams,
  body: Joi.object<CoachNoteInput, true>({ body: text(COACH_NOTE_MAX, 'noteBodyInvalid') }),
};

export const noteUpdateSchema = {
  params: memberAndId,
  body: Joi.object<CoachNoteInput, true>({ body: text(COACH_NOTE_MAX, 'noteBodyInvalid') }),
};

export const noteDeleteSchema = { params: memberAndId };

export const replySchema = {
  params: idParams,
  body: Joi.object<CheckInReplyInput, true>({ body: text(COACH_REPLY_MAX, 'replyBodyInvalid') }),
};

export const assignmentSchema = {
  params: idParams,
  body: Joi.object<AssignmentInput>({
    coachId: Joi.alternatives().try(Joi.valid(null), Joi.string().guid()).required().messages({
      'alternatives.match': 'coachIdInvalid',
      'alternatives.any': 'coachIdInvalid',
      'any.required': 'coachIdInvalid',
    }),
  }),
};
