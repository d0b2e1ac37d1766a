import { MAX_PAGE_SIZE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@zak/contract';
import { Joi, usernameSchema } from './joi';

export const id = Joi.string().guid().required().messages({
  'string.guid': 'idInvalid',
  'string.base': 'idInvalid',
  'any.required': 'idInvalid',
});

export const idParams = Joi.object<{ id: string }, true>({ id });

/** Letters, digits and `. _ -`, NFC (platform/text-policy's username rule). */
export const username = usernameSchema().required().messages({
  'any.required': 'usernameRequired',
  'string.empty': 'usernameRequired',
  'string.base': 'usernameRequired',
  'string.min': 'usernameRequired',
  'string.max': 'usernameTooLong',
  'any.invalid': 'usernameInvalid',
});

export const newPassword = Joi.string()
  .controls('keep')
  .min(PASSWORD_MIN_LENGTH)
  .max(PASSWORD_MAX_LENGTH)
  .required()
  .messages({
    'any.required': 'passwordRequired',
    'string.empty': 'passwordRequired',
    'string.base': 'passwordRequired',
    'string.min': 'passwordTooShort',
    'string.max': 'passwordTooLong',
  });

/** Login/confirmation password: any non-empty text up to 128 characters (no length hints). */
export const anyPassword = Joi.string()
  .controls('keep')
  .min(1)
  .max(PASSWORD_MAX_LENGTH)
  .required()
  .messages({
    'any.required': 'passwordRequired',
    'string.empty': 'passwordRequired',
    'string.base': 'passwordRequired',
    'string.max': 'passwordTooLong',
  });

/** '' and null mean "no email". */
export const email = Joi.string()
  .trim()
  .lowercase()
  .max(254)
  .email({ tlds: false })
  .allow('', null)
  .messages({
    'string.email': 'emailInvalid',
    'string.max': 'emailInvalid',
    'string.base': 'emailInvalid',
  });

export const page = Joi.number().integer().min(1).max(1_000_000).default(1);
export const limit = (fallback: number) =>
  Joi.number().integer().min(1).max(MAX_PAGE_SIZE).default(fallback);

/** A paged list's query once validated: page and limit have their defaults. */
export type WithPaging<Q> = Q & { page: number; limit: number };

export const isoDate = Joi.date()
  .iso()
  .messages({ 'date.format': 'dateInvalid', 'date.base': 'dateInvalid' });
