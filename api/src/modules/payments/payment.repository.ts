// Payment events and entitlements (migration 0012): data access only. The payment service decides
// (modules/payments/payment.service.ts, modules/payments/decide.ts); every write of one event runs in the one
// transaction the service opens here, so the event id, the entitlement and the admin log row are
// stored together or not at all.
import type {
  AccessSource,
  MemberEntitlement,
  PaymentEffect,
  PaymentEvent,
  PaymentEventResult,
  PaymentProvider,
} from '@zak/contract';
import { QueryTypes, type Transaction } from 'sequelize';
import { db, iso, select } from '../../platform/db/query';
import type { EntitlementState } from './decide';

/** An open transaction of the payment service (opaque to it). */
export type Tx = Transaction;

export function inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  return db().transaction(work);
}

const run = (sql: string, bind: Record<string, unknown>, transaction: Tx) =>
  db().query(sql, { bind, transaction, type: QueryTypes.SELECT });

export interface NewPaymentEvent {
  provider: PaymentProvider;
  eventId: string;
  type: string;
  occurredAt: Date;
  result: PaymentEventResult;
  effect: PaymentEffect | null;
  email: string | null;
  externalRef: string | null;
  customerRef: string | null;
  periodEnd: Date | null;
  amountCents: number | null;
  currency: string | null;
}

/** Stores the event; null when this provider's event id is stored already (a duplicate). */
export async function insertEvent(event: NewPaymentEvent, tx: Tx): Promise<string | null> {
  const rows = (await run(
    `INSERT INTO payment_events (provider, event_id, type, occurred_at, result, effect, email,
       external_ref, customer_ref, period_end, amount_cents, currency)
     VALUES ($provider, $eventId, $type, $occurredAt, $result, $effect, $email, $externalRef,
       $customerRef, $periodEnd, $amountCents, $currency)
     ON CONFLICT (provider, event_id) DO NOTHING RETURNING id`,
    { ...event },
    tx,
  )) as Array<{ id: string }>;
  return rows[0]?.id ?? null;
}

export async function markEvent(
  id: string,
  fields: {
    result: PaymentEventResult;
    userId: string | null;
    matchedBy: PaymentEvent['matchedBy'];
    attachedBy?: string;
  },
  tx: Tx,
): Promise<void> {
  await run(
    `UPDATE payment_events SET result = $result, user_id = $userId, matched_by = $matchedBy,
       attached_by = coalesce($attachedBy::uuid, attached_by),
       attached_at = CASE WHEN $attachedBy::uuid IS NULL THEN attached_at ELSE now() END
     WHERE id = $id RETURNING id`,
    { id, ...fields, attachedBy: fields.attachedBy ?? null },
    tx,
  );
}

export async function userExists(id: string, tx: Tx): Promise<boolean> {
  const rows = await run('SELECT 1 AS one FROM users WHERE id = $id', { id }, tx);
  return rows.length > 0;
}

/** The member a provider's customer or subscription/order id belongs to (seen on an earlier event). */
export async function findMemberByProviderRef(
  source: PaymentProvider,
  refs: { externalRef: string | null; customerRef: string | null },
  tx: Tx,
): Promise<string | null> {
  if (!refs.externalRef && !refs.customerRef) return null;
  const rows = (await run(
    `SELECT user_id AS "userId" FROM entitlements WHERE source = $source
       AND ((external_ref = $externalRef) OR (customer_ref = $customerRef))
     ORDER BY updated_at DESC, id DESC LIMIT 1`,
    { source, externalRef: refs.externalRef, customerRef: refs.customerRef },
    tx,
  )) as Array<{ userId: string }>;
  return rows[0]?.userId ?? null;
}

/** The one member whose verified email is this address (null: none, or more than one). */
export async function findMemberByVerifiedEmail(email: string, tx: Tx): Promise<string | null> {
  const rows = (await run(
    `SELECT id FROM users WHERE lower(email) = lower($email) AND verified_email IS NOT NULL
       AND lower(verified_email) = lower(email) LIMIT 2`,
    { email },
    tx,
  )) as Array<{ id: string }>;
  return rows.length === 1 ? (rows[0]?.id ?? null) : null;
}

/** The member's entitlement for a source, created (ended, empty) if missing, locked until commit. */
export async function lockEntitlement(
  userId: string,
  source: PaymentProvider,
  tx: Tx,
): Promise<EntitlementState> {
  await run(
    `INSERT INTO entitlements (user_id, source, status) VALUES ($userId, $source, 'ended')
     ON CONFLICT (user_id, source) DO NOTHING RETURNING id`,
    { userId, source },
    tx,
  );
  const [row] = (await run(
    `SELECT status, period_end AS "periodEnd", renewing, ended_at AS "endedAt",
       last_event_at AS "lastEventAt"
     FROM entitlements WHERE user_id = $userId AND source = $source FOR UPDATE`,
    { userId, source },
    tx,
  )) as EntitlementState[];
  if (!row) throw new Error('entitlement row missing after insert');
  return row;
}

export async function saveEntitlement(
  userId: string,
  source: PaymentProvider,
  state: EntitlementState,
  refs: { externalRef: string | null; customerRef: string | null },
  tx: Tx,
): Promise<void> {
  await run(
    `UPDATE entitlements SET status = $status, period_end = $periodEnd, renewing = $renewing,
       ended_at = $endedAt, last_event_at = $lastEventAt,
       external_ref = coalesce($externalRef, external_ref),
       customer_ref = coalesce($customerRef, customer_ref), updated_at = now()
     WHERE user_id = $userId AND source = $source RETURNING id`,
    { userId, source, ...state, ...refs },
    tx,
  );
}

/** An admin-log row in the transaction of the change it records (null admin: a provider's event). */
export async function logPaymentAction(
  entry: {
    adminUserId: string | null;
    action: 'payment.applied' | 'payment.attach';
    details: Record<string, unknown>;
    ipAddress: string | null;
    userAgent: string | null;
  },
  tx: Tx,
): Promise<void> {
  await run(
    `INSERT INTO admin_logs (admin_user_id, action, details, ip_address, user_agent)
     VALUES ($adminUserId, $action, $details, $ipAddress, $userAgent) RETURNING id`,
    { ...entry, details: JSON.stringify(entry.details) },
    tx,
  );
}

const EVENT_COLUMNS = `e.id, e.provider, e.type, e.occurred_at AS "occurredAt",
  e.received_at AS "receivedAt", e.result, e.effect, e.user_id AS "userId", u.username,
  e.matched_by AS "matchedBy", e.email, e.external_ref AS "externalRef",
  e.customer_ref AS "customerRef", e.period_end AS "periodEnd",
  e.amount_cents AS "amountCents", e.currency`;

type EventRow = Omit<PaymentEvent, 'occurredAt' | 'receivedAt' | 'periodEnd' | 'amountCents'> & {
  occurredAt: Date | string;
  receivedAt: Date | string;
  periodEnd: Date | string | null;
  amountCents: string | number | null;
  customerRef: string | null;
};

export interface StoredEvent extends PaymentEvent {
  customerRef: string | null;
}

const toEvent = (row: EventRow): StoredEvent => ({
  ...row,
  occurredAt: iso(row.occurredAt) ?? '',
  receivedAt: iso(row.receivedAt) ?? '',
  periodEnd: iso(row.periodEnd),
  amountCents: row.amountCents === null ? null : Number(row.amountCents),
});

/** Newest first; `result` filters (the unmatched queue). */
export async function findEvents(
  filter: { result?: PaymentEventResult },
  page: number,
  limit: number,
): Promise<{ rows: StoredEvent[]; total: number }> {
  const where = filter.result ? 'WHERE e.result = $result' : '';
  const params = filter.result ? { result: filter.result } : {};
  const [count] = await select<{ n: string }>(
    `SELECT count(*) AS n FROM payment_events e ${where}`,
    params,
  );
  const rows = await select<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM payment_events e LEFT JOIN users u ON u.id = e.user_id ${where}
     ORDER BY e.received_at DESC, e.id DESC LIMIT $limit OFFSET $offset`,
    { ...params, limit, offset: (page - 1) * limit },
  );
  return { rows: rows.map(toEvent), total: Number(count?.n ?? 0) };
}

/** One event, locked until commit (an attach). */
export async function lockEvent(id: string, tx: Tx): Promise<StoredEvent | null> {
  const rows = (await run(
    `SELECT ${EVENT_COLUMNS} FROM payment_events e LEFT JOIN users u ON u.id = e.user_id
     WHERE e.id = $id FOR UPDATE OF e`,
    { id },
    tx,
  )) as EventRow[];
  return rows[0] ? toEvent(rows[0]) : null;
}

type EntitlementRow = Omit<
  MemberEntitlement,
  'periodEnd' | 'endedAt' | 'lastEventAt' | 'updatedAt' | 'effective'
> & {
  periodEnd: Date | string | null;
  endedAt: Date | string | null;
  lastEventAt: Date | string | null;
  updatedAt: Date | string;
  effective: boolean;
};

/** Every member's entitlements, most recently changed first (or one member's). */
export async function findEntitlements(
  filter: { userId?: string; source?: AccessSource },
  page: number,
  limit: number,
): Promise<{ rows: MemberEntitlement[]; total: number }> {
  const clauses: string[] = [];
  if (filter.userId) clauses.push('e.user_id = $userId');
  if (filter.source) clauses.push('e.source = $source');
  const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
  const params: Record<string, unknown> = {};
  if (filter.userId) params.userId = filter.userId;
  if (filter.source) params.source = filter.source;
  const [count] = await select<{ n: string }>(
    `SELECT count(*) AS n FROM entitlements e ${where}`,
    params,
  );
  const rows = await select<EntitlementRow>(
    `SELECT e.user_id AS "userId", u.username, e.source, e.status,
       (e.status = 'active' AND (e.period_end IS NULL OR e.period_end > now())) AS effective,
       e.external_ref AS "externalRef", e.period_end AS "periodEnd", e.renewing,
       e.ended_at AS "endedAt", e.last_event_at AS "lastEventAt", e.updated_at AS "updatedAt"
     FROM entitlements e JOIN users u ON u.id = e.user_id ${where}
     ORDER BY e.updated_at DESC, e.id DESC LIMIT $limit OFFSET $offset`,
    { ...params, limit, offset: (page - 1) * limit },
  );
  return {
    rows: rows.map((r) => ({
      ...r,
      periodEnd: iso(r.periodEnd),
      endedAt: iso(r.endedAt),
      lastEventAt: iso(r.lastEventAt),
      updatedAt: iso(r.updatedAt) ?? '',
    })),
    total: Number(count?.n ?? 0),
  };
}
