import type { Config } from '../../platform/config';
import type { AdminUser, CurrentUser } from '@zak/contract';
import { accessSource, accessState, hasAiAccess, isAdmin } from './access';
import { memberReference, subscribeUrl } from './member-ref';
import type { UserRecord } from './user';

const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** A user as the admin panel sees it. */
export function toAdminUser(user: UserRecord): AdminUser {
  return adminView(user, new Date());
}

function adminView(user: UserRecord, now: Date): AdminUser {
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
    aiAccess: hasAiAccess(user, now),
    accessSource: accessSource(user, now),
  };
}

type PresentConfig = Pick<Config, 'adminUsernames' | 'shopUrl' | 'payments'>;

/**
 * The member's subscribe link (an HMAC and a URL parse) depends only on the user's id and the
 * shop settings: kept per user record, which the replica's user cache (modules/members/user-cache) hands out
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
export function toCurrentUser(
  user: UserRecord,
  config: PresentConfig,
  now = new Date(),
): CurrentUser {
  const { accessSource: _source, ...fields } = adminView(user, now);
  return {
    ...fields,
    access: accessState(user, now),
    subscribeUrl: subscribeLink(user, config),
    isAdmin: isAdmin(user, config),
    termsAcceptedAt: isoOrNull(user.termsAcceptedAt),
    termsChanged: user.termsRenewal !== null,
  };
}

/** When the user's access state can next change by itself (an end date passing); Infinity: never. */
export function nextAccessChange(user: UserRecord, now: number): number {
  let next = Infinity;
  for (const end of [user.expiresAt, user.paidAccess?.periodEnd]) {
    const at = end ? end.getTime() : Infinity;
    if (at > now && at < next) next = at;
  }
  return next;
}

/**
 * GET /api/auth/user's body (the current user and what the session owes of its second step) as
 * JSON, serialised once per user record, second-step state and config until the user's access
 * state can next change (nextAccessChange): the replica's user cache hands out the same record
 * from one request to the next, so a signed-in read does not present and serialise the same user
 * again. A record read again (any change to the user) gets its own.
 */
interface Body {
  config: PresentConfig;
  secondFactor: string;
  until: number;
  json: string;
}
const bodies = new WeakMap<UserRecord, Body>();

export function currentUserJson<T extends string>(
  user: UserRecord,
  config: PresentConfig,
  secondFactor: T,
  now = Date.now(),
): string {
  const kept = bodies.get(user);
  if (kept && kept.config === config && kept.secondFactor === secondFactor && now < kept.until) {
    return kept.json;
  }
  const until = nextAccessChange(user, now);
  const json = JSON.stringify({ ...toCurrentUser(user, config, new Date(now)), secondFactor });
  bodies.set(user, { config, secondFactor, until, json });
  return json;
}
