import type { CurrentUser } from '@zak/contract';
import { brand, getRuntimeConfig } from '../brand';

/**
 * The fixed administrator username the panel requires (any other administrator goes to /): the server's
 * ADMIN_USERNAME when the runtime config carries it, else the brand default.
 */
export function fixedAdminUsername(): string {
  return getRuntimeConfig().adminUsername || brand.adminUsername;
}

/** A coach (issue 36): the panel opens on the coach desk alone. */
export function isCoach(user: CurrentUser | null | undefined): boolean {
  return user?.role === 'coach';
}

/**
 * Who may see the panel: an administrator for the server, with the fixed administrator name, or a
 * coach, who sees the coach desk only (the panel's guard, and the header's "Administration" link).
 */
export function canOpenAdminPanel(
  user: CurrentUser | null | undefined,
  fixedName = fixedAdminUsername(),
): boolean {
  if (isCoach(user)) return true;
  return Boolean(user && user.role === 'admin' && user.isAdmin && user.username === fixedName);
}
