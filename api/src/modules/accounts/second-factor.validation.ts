import type { PasswordConfirmation, SecondFactorCode } from '@zak/contract';
import { Joi } from '../../platform/validation/joi';
import { anyPassword } from '../../platform/validation/common';

export const passwordConfirmationSchema = {
  body: Joi.object<PasswordConfirmation>({
    currentPassword: anyPassword.messages({
      'any.required': 'currentPasswordRequired',
      'string.empty': 'currentPasswordRequired',
    }),
  }),
};

export const secondFactorCodeSchema = {
  body: Joi.object<SecondFactorCode>({
    code: Joi.string().trim().min(1).max(40).required().messages({
      'any.required': 'secondFactorCodeRequired',
      'string.empty': 'secondFactorCodeRequired',
      'string.base': 'secondFactorCodeRequired',
      'string.max': 'secondFactorCodeWrong',
    }),
  }),
};
