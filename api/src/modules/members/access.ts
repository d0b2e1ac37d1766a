import type { AccessSource, AccessState } from '@zak/contract';
import type { Config } from '../../platform/config';
import type { UserRecord } from './user';

// The one place that says whether a member has AI access (the chat gate, GET /api/auth/user and
// the admin lists all call it). Sources: the administrator's grant, the spec's hasIAAccess /
// expiresAt, and the paid entitlements (Stripe, Shopify, the generic webhook).

const after = (end: Date | null, now: Date) => end === null || end.getTime() > now.getTime();

/** The administrator's grant: the account flag, and no end date or an end date in the future. */
export function hasAdminGrant(user: UserRecord, now = new Date()): boolean {
  return user.hasIAAccess && after(user.expiresAt, now);
}

/** A paid entitlement active and not past its period end. */
export function hasPaidAccess(user: UserRecord, now = new Date()): boolean {
  const paid = user.paidAccess;
  return paid !== null && paid.status === 'active' && after(paid.periodEnd, now);
}

/** AI access from any source. */
export function hasAiAccess(user: UserRecord, now = new Date()): boolean {
  return hasAdminGrant(user, now) || hasPaidAccess(user, now);
}

const endTime = (end: Date | null) => (end === null ? Infinity : end.getTime());

/** The source granting access now: the one lasting longest when both do. */
export function accessSource(user: UserRecord, now = new Date()): AccessSource | null {
  const admin = hasAdminGrant(user, now);
  const paid = hasPaidAccess(user, now) ? user.paidAccess : null;
  if (paid && (!admin || endTime(paid.periodEnd) > endTime(user.expiresAt))) return paid.source;
  return admin ? 'admin' : null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The member's access as the dashboard shows it (contract AccessState). */
export function accessState(user: UserRecord, now = new Date()): AccessState {
  const source = accessSource(user, now);
  if (source === 'admin') {
    return { state: 'active', source, until: iso(user.expiresAt), renewing: false, endedAt: null };
  }
  const paid = user.paidAccess;
  if (source && paid) {
    return {
      state: 'active',
      source,
      until: iso(paid.periodEnd),
      renewing: paid.renewing,
      endedAt: null,
    };
  }
  if (paid) {
    // Ended by an event (cancellation, refund) or by its period end passing.
    const endedAt = paid.status === 'ended' ? (paid.endedAt ?? paid.periodEnd) : paid.periodEnd;
    return {
      state: 'ended',
      source: paid.source,
      until: null,
      renewing: false,
      endedAt: iso(endedAt),
    };
  }
  if (user.hasIAAccess && user.expiresAt) {
    // The administrator's grant reached its end date.
    return {
      state: 'ended',
      source: 'admin',
      until: null,
      renewing: false,
      endedAt: iso(user.expiresAt),
    };
  }
  return { state: 'none', source: null, until: null, renewing: false, endedAt: null };
}

/** Coach = role coach (issue 36): the coach desk for the members assigned to them, nothing else. */
export function isCoach(user: UserRecord): boolean {
  return user.role === 'coach';
}

/** Who passes the second factor as administrators do: administrators and coaches. */
export function isStaff(user: UserRecord, config: Pick<Config, 'adminUsernames'>): boolean {
  return isCoach(user) || isAdmin(user, config);
}

/** Admin = role admin, and in the ADMIN_USERNAMES allow-list when one is configured. */
export function isAdmin(user: UserRecord, config: Pick<Config, 'adminUsernames'>): boolean {
  if (user.role !== 'admin') return false;
  return !config.adminUsernames || config.adminUsernames.includes(user.username);
}
