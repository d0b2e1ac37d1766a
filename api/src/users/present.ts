import type { Config } from '../config';
import type { AdminUser, CurrentUser } from '@zak/contract';
import { accessSource, accessState, hasAiAccess, isAdmin } from './access';
import { memberReference, subscribeUrl } from '../payments/member-ref';
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
    accessSource: accessSource(user),
  };
}

/** The signed-in user as GET /api/auth/user answers it. */
export function toCurrentUser(
  user: UserRecord,
  config: Pick<Config, 'adminUsernames' | 'shopUrl' | 'payments'>,
): CurrentUser {
  const { accessSource: _source, ...fields } = toAdminUser(user);
  const reference = memberReference(config.payments.memberRefKey, user.id);
  return {
    ...fields,
    access: accessState(user),
    subscribeUrl: subscribeUrl(config.shopUrl, config.payments.shopReferenceParam, reference),
    isAdmin: isAdmin(user, config),
  };
}
