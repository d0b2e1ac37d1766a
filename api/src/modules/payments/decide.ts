import type { PaymentEffect } from '@zak/contract';

/** A member's entitlement for one source, as stored (only what the decision reads and writes). */
export interface EntitlementState {
  status: 'active' | 'ended';
  periodEnd: Date | null;
  renewing: boolean;
  endedAt: Date | null;
  /** The provider time of the last event applied (null: none yet). */
  lastEventAt: Date | null;
}

/** What a provider's event asks for, in the provider's own time. */
export interface Change {
  effect: PaymentEffect;
  occurredAt: Date;
  /** grant / extend / update: the end of the paid period (null: no end). */
  periodEnd: Date | null;
  /** update: the subscription's status. */
  status?: 'active' | 'ended';
  /** Renews by itself (a subscription not cancelled). */
  renewing?: boolean;
}

const later = (a: Date | null, b: Date | null): Date | null => {
  if (a === null || b === null) return null; // no end wins
  return a.getTime() >= b.getTime() ? a : b;
};
const time = (d: Date | null) => d?.getTime() ?? -Infinity;

/**
 * The entitlement after a provider's event, or 'stale' when a newer event was applied already
 * (events arrive out of order; an older one never overrides a newer one):
 * - grant (a payment, a generic grant) and end (cancellation, refund, revoke) apply only when not
 *   older than the last applied event; a grant keeps a later period end already paid;
 * - extend (a paid invoice) is a period paid for: it lengthens access whatever the order, except
 *   that it never reopens an entitlement that a newer event ended;
 * - update (a subscription's new state) sets the state as of its time: older ones are stale, and
 *   one from the same second as the event that ended the entitlement does not reopen it.
 */
export function decide(current: EntitlementState, change: Change): EntitlementState | 'stale' {
  const at = change.occurredAt;
  const last = current.lastEventAt;
  const olderThanLast = last !== null && at.getTime() < last.getTime();
  const lastAt = last !== null && last.getTime() > at.getTime() ? last : at;
  const activeEnd = current.status === 'active' ? current.periodEnd : new Date(0);
  switch (change.effect) {
    case 'grant':
      if (olderThanLast) return 'stale';
      return {
        status: 'active',
        periodEnd: later(activeEnd, change.periodEnd),
        renewing: change.renewing ?? current.renewing,
        endedAt: null,
        lastEventAt: at,
      };
    case 'extend':
      if (current.status === 'ended' && current.endedAt !== null && olderThanLast) return 'stale';
      return {
        status: 'active',
        periodEnd: later(activeEnd, change.periodEnd),
        renewing: change.renewing ?? current.renewing,
        endedAt: null,
        lastEventAt: lastAt,
      };
    case 'update': {
      if (olderThanLast) return 'stale';
      if (current.status === 'ended' && time(last) === at.getTime() && change.status === 'active') {
        return 'stale';
      }
      const status = change.status ?? current.status;
      return {
        status,
        periodEnd: change.periodEnd,
        renewing: status === 'active' && (change.renewing ?? current.renewing),
        endedAt: status === 'ended' ? (current.endedAt ?? at) : null,
        lastEventAt: at,
      };
    }
    case 'end':
      if (olderThanLast) return 'stale';
      return {
        status: 'ended',
        periodEnd: current.periodEnd,
        renewing: false,
        endedAt: current.status === 'ended' && current.endedAt ? current.endedAt : at,
        lastEventAt: at,
      };
  }
}
