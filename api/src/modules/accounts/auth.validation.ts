import type { ConsentRequest, LoginRequest, RegisterRequest } from '@zak/contract';
import { Joi } from '../../platform/validation/joi';
import { anyPassword, email, newPassword, username } from '../../platform/validation/common';

/** A ticked box: true only (false or anything else says which box is missing). */
const ticked = (message: 'adultRequired' | 'termsRequired') =>
  Joi.boolean().strict().valid(true).messages({
    'any.only': message,
    'boolean.base': message,
    'any.required': message,
  });

export const registerSchema = {
  // Both boxes or neither: a client that sends neither (the spec's {username, password}) creates
  // the account, and the member is asked at sign-in.
  body: Joi.object<RegisterRequest, true>({
    username,
    password: newPassword,
    email: email.optional(),
    adult: ticked('adultRequired'),
    acceptTerms: ticked('termsRequired'),
  })
    .with('adult', 'acceptTerms')
    .with('acceptTerms', 'adult')
    .messages({ 'object.with': 'consentBoth' }),
};

export const consentSchema = {
  body: Joi.object<ConsentRequest, true>({
    adult: ticked('adultRequired').required(),
    acceptTerms: ticked('termsRequired').required(),
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
