import type {
  ChangeEmailRequest,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  VerifyEmailRequest,
} from '@zak/contract';
import { Joi } from '../../platform/validation/joi';
import { anyPassword, email, idParams, newPassword } from '../../platform/validation/common';

const token = Joi.string().trim().min(1).max(200).required().messages({
  'any.required': 'tokenRequired',
  'string.empty': 'tokenRequired',
  'string.base': 'tokenRequired',
  'string.max': 'resetTokenInvalid',
});

export const forgotPasswordSchema = {
  body: Joi.object<ForgotPasswordRequest>({
    login: Joi.string().trim().min(1).max(254).required().messages({
      'any.required': 'loginRequired',
      'string.empty': 'loginRequired',
      'string.base': 'loginRequired',
      'string.max': 'loginRequired',
    }),
  }),
};

export const resetCheckSchema = { body: Joi.object<{ token: string }>({ token }) };
export const resetPasswordSchema = {
  body: Joi.object<ResetPasswordRequest>({ token, password: newPassword }),
};
export const verifyEmailSchema = { body: Joi.object<VerifyEmailRequest>({ token }) };

export const changeEmailSchema = {
  body: Joi.object<ChangeEmailRequest>({
    email: email.required().messages({ 'any.required': 'emailInvalid' }),
    currentPassword: anyPassword.messages({
      'any.required': 'currentPasswordRequired',
      'string.empty': 'currentPasswordRequired',
    }),
  }),
};

export const sessionParamsSchema = {
  params: Joi.object<{ id: string }>({
    id: Joi.string()
      .pattern(/^[A-Za-z0-9_-]{22}$/)
      .required()
      .messages({ 'string.pattern.base': 'sessionNotFound', 'any.required': 'sessionNotFound' }),
  }),
};

export const userParamsSchema = { params: idParams };
