import type { LoginRequest, RegisterRequest } from '@zak/contract';
import { Joi } from '../../platform/validation/joi';
import { anyPassword, email, newPassword, username } from '../../platform/validation/common';

export const registerSchema = {
  body: Joi.object<RegisterRequest, true>({
    username,
    password: newPassword,
    email: email.optional(),
  }),
};

export const loginSchema = {
  body: Joi.object<LoginRequest, true>({
    username: Joi.string().normalize('NFC').trim().min(1).max(200).required().messages({
      'any.required': 'usernameRequired',
      'string.empty': 'usernameRequired',
      'string.base': 'usernameRequired',
      'string.max': 'badCredentials',
    }),
    password: anyPassword,
  }),
};

export const emptyBodySchema = { body: Joi.object<Record<string, never>>({}) };
