import { REMINDER_KINDS, type ReminderInput } from '@zak/contract';
import type { CustomHelpers } from 'joi';
import { Joi } from '../../platform/validation/joi';
import { isTimeZone } from './schedule';

export const kindParams = {
  params: Joi.object({
    kind: Joi.string()
      .valid(...REMINDER_KINDS)
      .required()
      .messages({ 'any.only': 'reminderKindUnknown', 'any.required': 'reminderKindUnknown' }),
  }),
};

const timeZone = Joi.string()
  .max(64)
  .custom((value: string, helpers: CustomHelpers) =>
    isTimeZone(value) ? value : helpers.error('any.invalid'),
  )
  .messages({
    'any.required': 'reminderTimeZoneInvalid',
    'any.invalid': 'reminderTimeZoneInvalid',
    'string.base': 'reminderTimeZoneInvalid',
    'string.empty': 'reminderTimeZoneInvalid',
    'string.max': 'reminderTimeZoneInvalid',
  });

/** Which of `weekday`, `time` and `days` the kind takes is checked by the service (it knows the kind). */
export const reminderSchema = {
  ...kindParams,
  body: Joi.object<ReminderInput, true>({
    enabled: Joi.boolean().strict().required().messages({
      'any.required': 'reminderEnabledRequired',
      'boolean.base': 'reminderEnabledRequired',
    }),
    weekday: Joi.number().strict().integer().min(0).max(6).messages({
      'number.base': 'reminderWeekdayInvalid',
      'number.integer': 'reminderWeekdayInvalid',
      'number.min': 'reminderWeekdayInvalid',
      'number.max': 'reminderWeekdayInvalid',
    }),
    days: Joi.array()
      .items(Joi.number().strict().integer().min(0).max(6))
      .min(1)
      .max(7)
      .unique()
      .allow(null)
      .messages({
        'array.base': 'reminderDaysInvalid',
        'array.min': 'reminderDaysInvalid',
        'array.max': 'reminderDaysInvalid',
        'array.unique': 'reminderDaysInvalid',
        'number.base': 'reminderDaysInvalid',
        'number.integer': 'reminderDaysInvalid',
        'number.min': 'reminderDaysInvalid',
        'number.max': 'reminderDaysInvalid',
      }),
    time: Joi.string()
      .pattern(/^([01]\d|2[0-3]):[0-5]\d$/)
      .messages({
        'string.base': 'reminderTimeInvalid',
        'string.empty': 'reminderTimeInvalid',
        'string.pattern.base': 'reminderTimeInvalid',
      }),
    timeZone: timeZone.required(),
  }),
};
