import type { PaymentFact } from './payment.service';
import { email, fromUnix, list, obj, PAID_MONTH_MS, text, type Obj } from './payload';

/** The Stripe events that change access; any other type is answered 2xx and ignored. */
export const STRIPE_EVENTS = [
  'checkout.session.completed',
  'invoice.paid',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'charge.refunded',
] as const;

/** How long an invoice paid before its checkout is sent back for a retry before being queued. */
export const UNLINKED_RETRY_MS = 3600_000;

/** Stripe ids are objects when expanded: the id either way. */
const id = (value: unknown) => text(value) ?? text(obj(value)?.id);

const latest = (values: Array<Date | null>) =>
  values.reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);

/** Where the subscription sits on an invoice (before and after Stripe's 2025 API versions). */
function invoiceSubscription(invoice: Obj): string | null {
  const parent = obj(invoice.parent);
  return id(invoice.subscription) ?? id(obj(parent?.subscription_details)?.subscription);
}

/** The end of the period an invoice pays: its lines' period end (invoice.period_end otherwise). */
function invoicePeriodEnd(invoice: Obj): Date | null {
  const lines = list(obj(invoice.lines)?.data).map((l) => fromUnix(obj(l.period)?.end));
  return latest(lines) ?? fromUnix(invoice.period_end);
}

function subscriptionPeriodEnd(sub: Obj): Date | null {
  const items = list(obj(sub.items)?.data).map((i) => fromUnix(i.current_period_end));
  return fromUnix(sub.current_period_end) ?? latest(items);
}

const RUNNING = new Set(['active', 'trialing', 'past_due']);

/**
 * A verified Stripe event as a PaymentFact (null: a type this site does not act on). The object
 * is read defensively: fields missing from an API version give null, never an exception.
 */
export function stripeFact(
  event: { id: string; type: string; created: number; data: { object: unknown } },
  now = Date.now(),
): PaymentFact | null {
  const o = obj(event.data.object) ?? {};
  const occurredAt = fromUnix(event.created) ?? new Date(now);
  const base = {
    provider: 'stripe' as const,
    eventId: event.id,
    type: event.type,
    occurredAt,
    memberRef: null,
    email: null,
    externalRef: null,
    customerRef: id(o.customer),
    amountCents: null,
    currency: text(o.currency)?.toLowerCase() ?? null,
    whenUnmatched: 'queue' as const,
  };
  switch (event.type) {
    case 'checkout.session.completed': {
      const paid = o.payment_status === 'paid' || o.payment_status === 'no_payment_required';
      return {
        ...base,
        memberRef: text(o.client_reference_id),
        email: email(obj(o.customer_details)?.email) ?? email(o.customer_email),
        externalRef: id(o.subscription) ?? id(o.payment_intent) ?? text(o.id),
        amountCents: typeof o.amount_total === 'number' ? o.amount_total : null,
        change: paid
          ? {
              effect: 'grant',
              occurredAt,
              periodEnd: new Date(occurredAt.getTime() + PAID_MONTH_MS),
              renewing: o.mode === 'subscription',
            }
          : null,
      };
    }
    case 'invoice.paid': {
      const subscription = invoiceSubscription(o);
      return {
        ...base,
        email: email(o.customer_email),
        externalRef: subscription,
        amountCents: typeof o.amount_paid === 'number' ? o.amount_paid : null,
        change: {
          effect: 'extend',
          occurredAt,
          periodEnd: invoicePeriodEnd(o) ?? new Date(occurredAt.getTime() + PAID_MONTH_MS),
          renewing: subscription !== null,
        },
        // Paid before its checkout event arrived: Stripe sends it again (the checkout links it).
        whenUnmatched: now - occurredAt.getTime() < UNLINKED_RETRY_MS ? 'retry' : 'queue',
      };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const deleted = event.type === 'customer.subscription.deleted';
      const running = !deleted && RUNNING.has(String(o.status));
      return {
        ...base,
        externalRef: text(o.id),
        change: deleted
          ? { effect: 'end', occurredAt, periodEnd: null }
          : {
              effect: 'update',
              occurredAt,
              status: running ? 'active' : 'ended',
              periodEnd: subscriptionPeriodEnd(o),
              renewing: running && o.cancel_at_period_end !== true && !o.cancel_at,
            },
      };
    }
    case 'charge.refunded':
      return {
        ...base,
        email: email(obj(o.billing_details)?.email),
        amountCents: typeof o.amount_refunded === 'number' ? -o.amount_refunded : null,
        // A partial refund leaves the access as it is.
        change: o.refunded === true ? { effect: 'end', occurredAt, periodEnd: null } : null,
      };
    default:
      return null;
  }
}
