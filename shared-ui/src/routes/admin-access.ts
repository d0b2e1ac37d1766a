import type { CurrentUser } from '@zak/contract';
import { brand, getRuntimeConfig } from '../brand';

/**
 * The fixed administrator username the panel requires (any other administrator goes to /): the server's
 * ADMIN_USERNAME when the runtime config carries it, else the brand default.
 */
export function fixedAdminUsername(): string {
  return getRuntimeConfig().adminUsername || brand.adminUsername;
}

/**
 * Who may see the panel: an administrator for the server, with the fixed administrator name (the
 * panel's guard, and the header's "Administration" link).
 */
export function canOpenAdminPanel(
  user: CurrentUser | null | undefined,
  fixedName = fixedAdminUsername(),
): boolean {
  return Boolean(user && user.role === 'admin' && user.isAdmin && user.username === fixedName);
}
