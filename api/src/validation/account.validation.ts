import type { DeleteAccountRequest } from '@zak/contract';
import { Joi } from './joi';
import { anyPassword } from './common';
export { changePasswordSchema } from './admin.validation';

export const deleteAccountSchema = {
  body: Joi.object<DeleteAccountRequest, true>({
    password: anyPassword.messages({
      'any.required': 'passwordRequiredToDelete',
      'string.empty': 'passwordRequiredToDelete',
    }),
  }),
};
