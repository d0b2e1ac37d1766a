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

type PresentConfig = Pick<Config, 'adminUsernames' | 'shopUrl' | 'payments'>;

/**
 * The member's subscribe link (an HMAC and a URL parse) depends only on the user's id and the
 * shop settings: kept per user record, which the replica's user cache (users/user-cache) hands out
 * unchanged from one request to the next. A record read again gets its own.
 */
interface Link {
  shopUrl: string;
  param: string;
  key: Buffer;
  url: string;
}
const links = new WeakMap<UserRecord, Link>();

function subscribeLink(user: UserRecord, config: PresentConfig): string {
  const { shopUrl } = config;
  const { shopReferenceParam: param, memberRefKey: key } = config.payments;
  const kept = links.get(user);
  if (kept && kept.shopUrl === shopUrl && kept.param === param && kept.key === key) return kept.url;
  const url = subscribeUrl(shopUrl, param, memberReference(key, user.id));
  links.set(user, { shopUrl, param, key, url });
  return url;
}

/** The signed-in user as GET /api/auth/user answers it. */
export function toCurrentUser(user: UserRecord, config: PresentConfig): CurrentUser {
  const { accessSource: _source, ...fields } = toAdminUser(user);
  return {
    ...fields,
    access: accessState(user),
    subscribeUrl: subscribeLink(user, config),
    isAdmin: isAdmin(user, config),
  };
}
