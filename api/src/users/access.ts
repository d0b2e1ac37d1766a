import type { Config } from '../config';
import type { UserRecord } from './user';

/** AI access = the account flag, and no end date or an end date still in the future. */
export function hasAiAccess(user: UserRecord, now = new Date()): boolean {
  return user.hasIAAccess && (user.expiresAt === null || user.expiresAt.getTime() > now.getTime());
}

/** Admin = role admin, and in the ADMIN_USERNAMES allow-list when one is configured. */
export function isAdmin(user: UserRecord, config: Pick<Config, 'adminUsernames'>): boolean {
  if (user.role !== 'admin') return false;
  return !config.adminUsernames || config.adminUsernames.includes(user.username);
}
