import { Joi } from './joi';
import { email, id, idParams, isoDate, limit, newPassword, page, username } from './common';

export const usersQuerySchema = {
  query: Joi.object({
    page,
    limit: limit(20),
    search: Joi.string().controls('strip').trim().max(100).allow(''),
    role: Joi.string().valid('all', 'admin', 'user').default('all'),
    status: Joi.string().valid('all', 'active', 'inactive', 'pending').default('all'),
  }),
};

export const userIdSchema = { params: idParams };

export const userUpdateSchema = {
  params: idParams,
  body: Joi.object({
    username: username.optional(),
    email,
    role: Joi.string().valid('user', 'admin'),
    hasIAAccess: Joi.boolean().strict(),
    expiresAt: Joi.alternatives().try(Joi.valid(null), isoDate).messages({
      'alternatives.match': 'dateInvalid',
      'alternatives.any': 'dateInvalid',
    }),
  })
    .min(1)
    .messages({ 'object.min': 'invalidInput' }),
};

export const userStatusSchema = {
  params: idParams,
  body: Joi.object({ isActive: Joi.boolean().strict().required() }),
};

export const iaLogsQuerySchema = {
  query: Joi.object({
    page,
    limit: limit(50),
    userId: id.optional(),
    username: Joi.string().controls('strip').normalize('NFC').trim().max(50),
    from: isoDate,
    to: isoDate,
  }),
};

export const adminLogsQuerySchema = { query: Joi.object({ page, limit: limit(50) }) };

export const settingUpdateSchema = {
  body: Joi.object({
    key: Joi.string().valid('ia_welcome_message', 'ia_enabled').required().messages({
      'any.only': 'settingKeyInvalid',
      'any.required': 'settingKeyInvalid',
      'string.base': 'settingKeyInvalid',
    }),
    value: Joi.when('key', {
      is: 'ia_enabled',
      then: Joi.boolean().strict().required(),
      otherwise: Joi.string().controls('multiline').max(4000).allow('').required(),
    }).messages({
      'any.required': 'settingValueInvalid',
      'boolean.base': 'settingValueInvalid',
      'string.base': 'settingValueInvalid',
      'string.max': 'settingValueInvalid',
    }),
  }),
};

export const changePasswordSchema = {
  body: Joi.object({
    currentPassword: Joi.string().controls('keep').min(1).max(128).required().messages({
      'any.required': 'currentPasswordRequired',
      'string.empty': 'currentPasswordRequired',
      'string.base': 'currentPasswordRequired',
      'string.max': 'currentPasswordWrong',
    }),
    newPassword: newPassword.messages({
      'any.required': 'newPasswordRequired',
      'string.empty': 'newPasswordRequired',
    }),
  }),
};

export const dailyStatsSchema = {
  query: Joi.object({ days: Joi.number().integer().min(1).max(366).default(30) }),
};
