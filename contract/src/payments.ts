// Payments and entitlements (issue 20): what the member area and the admin panel read.
import type { Paged } from './types';

/** Where AI access comes from: the administrator's grant (the spec's flow) or a payment provider. */
export type AccessSource = 'admin' | 'stripe' | 'shopify' | 'generic';
export type PaymentProvider = 'stripe' | 'shopify' | 'generic';

/**
 * The member's AI access as of the answer (GET /api/auth/user `access`): the source that grants it
 * (the one lasting longest when several do), or the last paid access that ended.
 * - `active`: `until` is the end of the access (null: no end), `renewing` true when the provider
 *   renews it by itself (a subscription not cancelled);
 * - `ended`: `endedAt` is when the paid access ended;
 * - `none`: never granted.
 */
export interface AccessState {
  state: 'active' | 'ended' | 'none';
  source: AccessSource | null;
  until: string | null;
  renewing: boolean;
  endedAt: string | null;
}

/** What happened to a provider's event. */
export type PaymentEventResult = 'applied' | 'stale' | 'ignored' | 'unmatched' | 'attached';
export type PaymentEffect = 'grant' | 'extend' | 'update' | 'end';

/** A stored provider event (GET /api/admin/payments/events, .../unmatched). */
export interface PaymentEvent {
  id: string;
  provider: PaymentProvider;
  /** The provider's event type (`invoice.paid`, `orders/paid`, `grant`...). */
  type: string;
  /** The provider's time of the event. */
  occurredAt: string;
  receivedAt: string;
  result: PaymentEventResult;
  effect: PaymentEffect | null;
  /** The member it applied to, when one was found (or attached). */
  userId: string | null;
  username: string | null;
  /** How the member was found: the signed reference of the subscribe link, the provider's own
   * customer/subscription ids seen before, a verified email, or an administrator's attach. */
  matchedBy: 'reference' | 'provider' | 'verified_email' | 'admin' | null;
  /** The payer's email as the provider gave it. */
  email: string | null;
  externalRef: string | null;
  periodEnd: string | null;
  amountCents: number | null;
  currency: string | null;
}

/** GET /api/admin/payments/events?page=&limit=&result= (limit 50 by default). */
export interface PaymentEventList extends Paged {
  events: PaymentEvent[];
}

/** POST /api/admin/payments/events/:id/attach: an unmatched payment applied to a member (audited). */
export interface AttachPaymentRequest {
  userId: string;
}

/** One row of GET /api/admin/payments/entitlements (and ?userId=): a member's access by source. */
export interface MemberEntitlement {
  userId: string;
  username: string;
  source: AccessSource;
  status: 'active' | 'ended';
  /** True while active and not past its end (what access is computed from). */
  effective: boolean;
  externalRef: string | null;
  periodEnd: string | null;
  renewing: boolean;
  endedAt: string | null;
  lastEventAt: string | null;
  updatedAt: string;
}

/** GET /api/admin/payments/entitlements?page=&limit=&userId=. */
export interface MemberEntitlementList extends Paged {
  entitlements: MemberEntitlement[];
}

/**
 * POST /api/webhooks/generic: our own signed event (README "Payments", with a curl example).
 * Headers: `X-Zak-Timestamp: <unix seconds>` and
 * `X-Zak-Signature: v1=<hex HMAC-SHA256 of "<timestamp>.<raw body>" with PAYMENT_WEBHOOK_SECRET>`.
 */
export interface GenericPaymentEvent {
  /** Unique per event (1..200 characters): a repeat is a duplicate and changes nothing. */
  id: string;
  /** 'grant' or 'revoke'; any other type is answered 200 and ignored. */
  type: string;
  /** When it happened (ISO 8601); default: the signature's timestamp. Older events never
   * override newer ones. */
  occurredAt?: string;
  /** Whom it is for: the signed member reference of the subscribe link, or the member's verified email. */
  member: { reference?: string; email?: string };
  /** grant: the end of the paid period (ISO 8601); omitted or null: no end. */
  periodEnd?: string | null;
  /** Your own reference for the purchase (order, subscription...). */
  externalRef?: string;
  amount?: { cents: number; currency: string };
}

/** What every webhook answers with 200: the event's result ('duplicate': stored before, nothing changed). */
export interface WebhookAnswer {
  received: true;
  result: PaymentEventResult | 'duplicate';
}
