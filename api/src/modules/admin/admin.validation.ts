import {
  PAGE_SIZE,
  PASSWORD_MAX_LENGTH,
  ROLES,
  SETTING_KEYS,
  SETTING_TEXT_MAX_LENGTH,
  type AdminLogsQuery,
  type AdminUserStatusUpdate,
  type AdminUserUpdate,
  type AdminUsersQuery,
  type AiLogsQuery,
  type ChangePasswordRequest,
  type UpdateSettingRequest,
} from '@zak/contract';
import { Joi } from '../../platform/validation/joi';
import {
  email,
  id,
  idParams,
  isoDate,
  limit,
  newPassword,
  page,
  username,
  type WithPaging,
} from '../../platform/validation/common';

/** GET /api/admin/ia-logs (and its export) once validated: dates parsed, paging defaults. */
export type AiLogsPageQuery = WithPaging<Omit<AiLogsQuery, 'from' | 'to'>> & {
  from?: Date;
  to?: Date;
};

export const usersQuerySchema = {
  query: Joi.object<WithPaging<AdminUsersQuery>>({
    page,
    limit: limit(PAGE_SIZE.users),
    search: Joi.string().controls('strip').trim().max(100).allow(''),
    role: Joi.string()
      .valid('all', ...ROLES)
      .default('all'),
    status: Joi.string().valid('all', 'active', 'inactive', 'pending').default('all'),
  }),
};

export const userIdSchema = { params: idParams };

export const userUpdateSchema = {
  params: idParams,
  body: Joi.object<AdminUserUpdate>({
    username: username.optional(),
    email,
    role: Joi.string().valid(...ROLES),
    hasIAAccess: Joi.boolean().strict(),
    // A past end would report success and end the access at once: refused (the AI access switch
    // is how an administrator ends it now).
    expiresAt: Joi.alternatives()
      .try(Joi.valid(null), isoDate.greater('now').messages({ 'date.greater': 'expiryInPast' }))
      .messages({
        'alternatives.match': 'dateInvalid',
        'alternatives.any': 'dateInvalid',
      }),
  })
    .min(1)
    .messages({ 'object.min': 'invalidInput' }),
};

export const userStatusSchema = {
  params: idParams,
  body: Joi.object<AdminUserStatusUpdate, true>({ isActive: Joi.boolean().strict().required() }),
};

export const aiLogsQuerySchema = {
  query: Joi.object<AiLogsPageQuery>({
    page,
    limit: limit(PAGE_SIZE.aiLogs),
    userId: id.optional(),
    username: Joi.string().controls('strip').normalize('NFC').trim().max(50),
    from: isoDate,
    to: isoDate,
  }),
};

export const adminLogsQuerySchema = {
  query: Joi.object<Required<AdminLogsQuery>, true>({ page, limit: limit(PAGE_SIZE.adminLogs) }),
};

export const settingUpdateSchema = {
  body: Joi.object<UpdateSettingRequest>({
    key: Joi.string()
      .valid(...SETTING_KEYS)
      .required()
      .messages({
        'any.only': 'settingKeyInvalid',
        'any.required': 'settingKeyInvalid',
        'string.base': 'settingKeyInvalid',
      }),
    value: Joi.when('key', {
      is: 'ia_enabled',
      then: Joi.boolean().strict().required(),
      otherwise: Joi.string()
        .controls('multiline')
        .max(SETTING_TEXT_MAX_LENGTH)
        .allow('')
        .required(),
    }).messages({
      'any.required': 'settingValueInvalid',
      'boolean.base': 'settingValueInvalid',
      'string.base': 'settingValueInvalid',
      'string.max': 'settingValueInvalid',
    }),
  }),
};

export const changePasswordSchema = {
  body: Joi.object<ChangePasswordRequest, true>({
    currentPassword: Joi.string()
      .controls('keep')
      .min(1)
      .max(PASSWORD_MAX_LENGTH)
      .required()
      .messages({
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
  query: Joi.object<{ days: number }, true>({
    days: Joi.number().integer().min(1).max(366).default(30),
  }),
};
