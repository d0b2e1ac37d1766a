// Payments grant access by themselves (issue 20): a provider's verified event becomes a change of
// the member's entitlement, applied once, in order, in one transaction with its event id and its
// admin-log row. The routes verify signatures and turn each provider's payload into a PaymentFact
// (modules/payments/stripe.ts, shopify.ts, generic.ts); this service decides and stores.
import type {
  MemberEntitlementList,
  PaymentEventList,
  PaymentEventResult,
  PaymentProvider,
} from '@zak/contract';
import type { Mailer } from '../../platform/mail/mailer';
import { usersChanged } from '../../platform/db/user-version';
import type { Logger } from '../../platform/logger';
import { accessMail, type AccessNotice } from './access-mail';
import { findAccount } from '../accounts';
import { findUserById } from '../members';
import { hasAiAccess } from '../members';
import { AppError, notFound } from '../../platform/app-error';
import { decide, type Change, type EntitlementState } from './decide';
import { verifyMemberReference } from '../members';
import {
  findEntitlements,
  findEvents,
  findMemberByProviderRef,
  findMemberByVerifiedEmail,
  inTransaction,
  insertEvent,
  lockEntitlement,
  lockEvent,
  logPaymentAction,
  markEvent,
  saveEntitlement,
  userExists,
  type Tx,
} from './payment.repository';
import { totalPages } from '../../platform/paging';
import type { Actor } from '../audit';

/** A provider's event, verified and read: what it asks for and whom it may be for. */
export interface PaymentFact {
  provider: PaymentProvider;
  eventId: string;
  type: string;
  occurredAt: Date;
  /** null: a known event with nothing to do (another product, a partial refund...): stored, ignored. */
  change: Change | null;
  /** The signed member reference of the subscribe link, when the provider passed it back. */
  memberRef: string | null;
  email: string | null;
  /** The provider's subscription / order id, and its customer id. */
  externalRef: string | null;
  customerRef: string | null;
  amountCents: number | null;
  currency: string | null;
  /**
   * When no member is found: 'queue' keeps it for the administrator; 'retry' answers 503 and
   * stores nothing, so the provider sends it again (an invoice paid before its checkout arrived).
   */
  whenUnmatched: 'queue' | 'retry';
}

export type PaymentOutcome = PaymentEventResult | 'duplicate';

type MatchedBy = 'reference' | 'provider' | 'verified_email';

async function findMember(
  fact: PaymentFact,
  memberRefKey: Buffer,
  tx: Tx,
): Promise<{ userId: string; matchedBy: MatchedBy } | null> {
  const referenced = fact.memberRef ? verifyMemberReference(memberRefKey, fact.memberRef) : null;
  if (referenced && (await userExists(referenced, tx))) {
    return { userId: referenced, matchedBy: 'reference' };
  }
  const known = await findMemberByProviderRef(fact.provider, fact, tx);
  if (known) return { userId: known, matchedBy: 'provider' };
  const byEmail = fact.email ? await findMemberByVerifiedEmail(fact.email, tx) : null;
  return byEmail ? { userId: byEmail, matchedBy: 'verified_email' } : null;
}

const running = (e: EntitlementState, now: number) =>
  e.status === 'active' && (e.periodEnd === null || e.periodEnd.getTime() > now);

/** What the member may be told: the entitlement started or stopped giving access. */
function noticeOf(
  userId: string,
  before: EntitlementState,
  after: EntitlementState,
): AccessNotice | null {
  const now = Date.now();
  if (running(before, now) === running(after, now)) return null;
  return running(after, now)
    ? { userId, kind: 'active', until: after.periodEnd }
    : { userId, kind: 'ended', until: null };
}

/** Applies a change to the member's entitlement for the provider: 'applied' or 'stale'. */
async function applyChange(
  eventId: string,
  fact: Pick<PaymentFact, 'provider' | 'type' | 'externalRef' | 'customerRef'> & {
    change: Change;
    providerEventId: string;
  },
  member: { userId: string; matchedBy: MatchedBy | 'admin' },
  actor: Actor | null,
  tx: Tx,
): Promise<{ result: 'applied' | 'stale'; notice: AccessNotice | null }> {
  const current = await lockEntitlement(member.userId, fact.provider, tx);
  const next = decide(current, fact.change);
  const attached = member.matchedBy === 'admin';
  if (next === 'stale') {
    await markEvent(
      eventId,
      { result: 'stale', userId: member.userId, matchedBy: member.matchedBy },
      tx,
    );
    return { result: 'stale', notice: null };
  }
  await saveEntitlement(member.userId, fact.provider, next, fact, tx);
  await markEvent(
    eventId,
    {
      result: attached ? 'attached' : 'applied',
      userId: member.userId,
      matchedBy: member.matchedBy,
      attachedBy: attached ? actor?.userId : undefined,
    },
    tx,
  );
  await logPaymentAction(
    {
      adminUserId: actor?.userId ?? null,
      action: attached ? 'payment.attach' : 'payment.applied',
      details: {
        provider: fact.provider,
        eventId: fact.providerEventId,
        type: fact.type,
        effect: fact.change.effect,
        userId: member.userId,
        matchedBy: member.matchedBy,
        status: next.status,
        periodEnd: next.periodEnd?.toISOString() ?? null,
      },
      ipAddress: actor?.ip ?? null,
      userAgent: actor?.userAgent ?? null,
    },
    tx,
  );
  return { result: 'applied', notice: noticeOf(member.userId, current, next) };
}

/**
 * Stores a provider's event once and applies it: 'duplicate' (already stored: nothing changes),
 * 'ignored', 'unmatched' (kept for the administrator), 'stale' (older than what was applied) or
 * 'applied'. Throws (503) when the provider should send it again; any failure rolls everything
 * back, so the provider's retry finds nothing half-done.
 */
export async function applyPaymentEvent(
  fact: PaymentFact,
  memberRefKey: Buffer,
  notify?: (notice: AccessNotice) => Promise<void>,
): Promise<PaymentOutcome> {
  const { change } = fact;
  let notice: AccessNotice | null = null;
  const outcome = await inTransaction(async (tx): Promise<PaymentOutcome> => {
    const id = await insertEvent(
      {
        provider: fact.provider,
        eventId: fact.eventId,
        type: fact.type,
        occurredAt: fact.occurredAt,
        result: change ? 'unmatched' : 'ignored',
        effect: change?.effect ?? null,
        email: fact.email,
        externalRef: fact.externalRef,
        customerRef: fact.customerRef,
        periodEnd: change?.periodEnd ?? null,
        amountCents: fact.amountCents,
        currency: fact.currency,
      },
      tx,
    );
    if (id === null) return 'duplicate';
    if (!change) return 'ignored';
    const member = await findMember(fact, memberRefKey, tx);
    if (!member) {
      if (fact.whenUnmatched === 'retry') {
        throw new AppError(503, 'PAYMENT_NOT_LINKED_YET', 'paymentNotLinkedYet');
      }
      return 'unmatched';
    }
    const applied = await applyChange(
      id,
      { ...fact, change, providerEventId: fact.eventId },
      member,
      null,
      tx,
    );
    notice = applied.notice;
    return applied.result;
  });
  if (outcome === 'applied') await usersChanged();
  if (notice && notify) void notify(notice);
  return outcome;
}

/** What the access mail needs: the mailer, the site's address for its link, a logger. */
export interface AccessMailDeps {
  mailer: Mailer;
  publicUrl: string;
  logger: Logger;
}

/**
 * Tells the member by mail that their AI access started or ended (verified address only, in their
 * language), when their access from every source really changed. Sent after the answer's
 * commit and never awaited by it (a slow mail server must not make the provider retry); a mail
 * that fails is logged: the change stands, and a retry by the provider would be a duplicate.
 */
export async function mailAccessChange(deps: AccessMailDeps, notice: AccessNotice): Promise<void> {
  try {
    const [account, user] = await Promise.all([
      findAccount(notice.userId),
      findUserById(notice.userId),
    ]);
    if (!account?.email || !account.emailVerified || !account.isActive || !user) return;
    if (hasAiAccess(user) !== (notice.kind === 'active')) return;
    const lang = account.language ?? 'fr';
    await deps.mailer.send(
      accessMail(lang, account.email, account.username, notice, deps.publicUrl),
    );
  } catch (err) {
    deps.logger.warn({ err: (err as Error).message }, 'access mail not sent');
  }
}

/** The administrator applies an unmatched payment to a member (audited as payment.attach). */
export async function attachPayment(
  actor: Actor,
  eventId: string,
  userId: string,
  notify?: (notice: AccessNotice) => Promise<void>,
): Promise<void> {
  const notice = await inTransaction(async (tx) => {
    const event = await lockEvent(eventId, tx);
    if (!event) throw notFound('paymentNotFound');
    if (event.result !== 'unmatched' || (event.effect !== 'grant' && event.effect !== 'extend')) {
      throw new AppError(409, 'PAYMENT_NOT_ATTACHABLE', 'paymentNotAttachable');
    }
    if (!(await userExists(userId, tx))) throw notFound('userNotFound');
    const change: Change = {
      effect: event.effect,
      occurredAt: new Date(event.occurredAt),
      periodEnd: event.periodEnd ? new Date(event.periodEnd) : null,
    };
    const applied = await applyChange(
      event.id,
      {
        provider: event.provider,
        type: event.type,
        externalRef: event.externalRef,
        customerRef: event.customerRef,
        change,
        providerEventId: event.id,
      },
      { userId, matchedBy: 'admin' },
      actor,
      tx,
    );
    return applied.notice;
  });
  await usersChanged();
  if (notice && notify) void notify(notice);
}

const paging = (total: number, page: number, limit: number) => ({
  totalCount: total,
  currentPage: page,
  totalPages: totalPages(total, limit),
});

export async function listPaymentEvents(
  filter: { result?: PaymentEventResult },
  page: number,
  limit: number,
): Promise<PaymentEventList> {
  const { rows, total } = await findEvents(filter, page, limit);
  return {
    events: rows.map(({ customerRef: _c, ...event }) => event),
    ...paging(total, page, limit),
  };
}

export async function listEntitlements(
  filter: { userId?: string },
  page: number,
  limit: number,
): Promise<MemberEntitlementList> {
  const { rows, total } = await findEntitlements(filter, page, limit);
  return {
    entitlements: rows,
    ...paging(total, page, limit),
  };
}
