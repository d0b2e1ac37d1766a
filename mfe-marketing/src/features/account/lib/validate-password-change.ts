import { PASSWORD_MIN_LENGTH } from '@zak/contract';

export interface PasswordChange {
  current: string;
  next: string;
  confirm: string;
}

/** Minimum password length, as at registration: 6 characters. */
export const MIN_PASSWORD_LENGTH = PASSWORD_MIN_LENGTH;

/** 'mismatch' when the confirmation differs, 'tooShort' under 6 characters, else null. */
export function validatePasswordChange(values: PasswordChange): 'mismatch' | 'tooShort' | null {
  if (values.next !== values.confirm) return 'mismatch';
  if (values.next.length < MIN_PASSWORD_LENGTH) return 'tooShort';
  return null;
}
