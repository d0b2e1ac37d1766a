import { Joi } from './joi';
import { anyPassword } from './common';
export { changePasswordSchema } from './admin.validation';

export const deleteAccountSchema = {
  body: Joi.object({
    password: anyPassword.messages({
      'any.required': 'passwordRequiredToDelete',
      'string.empty': 'passwordRequiredToDelete',
    }),
  }),
};
