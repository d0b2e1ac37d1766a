import type { DeleteAccountRequest } from '@zak/contract';
import { Joi } from '../../platform/validation/joi';
import { anyPassword } from '../../platform/validation/common';
export { changePasswordSchema } from '../admin';

export const deleteAccountSchema = {
  body: Joi.object<DeleteAccountRequest, true>({
    password: anyPassword.messages({
      'any.required': 'passwordRequiredToDelete',
      'string.empty': 'passwordRequiredToDelete',
    }),
  }),
};
