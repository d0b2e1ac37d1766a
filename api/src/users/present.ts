import type { Config } from '../config';
import type { AdminUser, CurrentUser } from '@zak/contract';
import { hasAiAccess, isAdmin } from './access';
import type { UserRecord } from './user';

const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** A user as the admin panel sees it. */
export function toAdminUser(user: UserRecord): AdminUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    hasIAAccess: user.hasIAAccess,
    isActive: user.isActive,
    lastLoginAt: isoOrNull(user.lastLoginAt),
    createdAt: user.createdAt.toISOString(),
    expiresAt: isoOrNull(user.expiresAt),
    aiAccess: hasAiAccess(user),
  };
}

/** The signed-in user as GET /api/auth/user answers it. */
export function toCurrentUser(
  user: UserRecord,
  config: Pick<Config, 'adminUsernames'>,
): CurrentUser {
  return { ...toAdminUser(user), isAdmin: isAdmin(user, config) };
}
