import type { Role } from '@zak/contract';
import type { Texts } from '../i18n';

/** A role as the users tab and the account tab name it. */
export function roleLabel(t: Texts, role: Role): string {
  if (role === 'admin') return t.common.roleAdmin;
  if (role === 'coach') return t.common.roleCoach;
  return t.common.roleUser;
}
