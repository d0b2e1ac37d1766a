import { PASSWORD_MIN_LENGTH } from '@zak/contract';

export type AuthMode = 'login' | 'register';

export interface Credentials {
  username: string;
  password: string;
}

/** Keys of the auth texts' `errors` block. */
export type CredentialError = 'usernameRequired' | 'passwordRequired' | 'passwordTooShort';

export type CredentialErrors = Partial<Record<keyof Credentials, CredentialError>>;

/** Minimum registration password length: 6 characters. */
export const MIN_PASSWORD_LENGTH = PASSWORD_MIN_LENGTH;

/**
 * Both fields required in both modes; registration also needs a password of at least 6
 * characters. A username of spaces only counts as empty.
 */
export function validateCredentials(mode: AuthMode, values: Credentials): CredentialErrors {
  const errors: CredentialErrors = {};
  if (values.username.trim() === '') errors.username = 'usernameRequired';
  if (values.password === '') errors.password = 'passwordRequired';
  else if (mode === 'register' && values.password.length < MIN_PASSWORD_LENGTH) {
    errors.password = 'passwordTooShort';
  }
  return errors;
}

export function hasErrors(errors: CredentialErrors): boolean {
  return Object.keys(errors).length > 0;
}
