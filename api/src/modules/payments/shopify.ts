import type { PaymentFact } from './payment.service';
import { cents, email, fromIso, list, obj, PAID_MONTH_MS, text, type Obj } from './payload';

/** The Shopify topics that change access; others are answered 2xx and ignored. */
export const SHOPIFY_TOPICS = ['orders/paid', 'orders/cancelled', 'refunds/create'] as const;

/** The order's note attribute (cart attribute) that carries the member reference. */
export const SHOPIFY_REFERENCE_ATTRIBUTE = 'member_ref';

/** Units of the AI product in these line items. */
function productUnits(items: Obj[], productId: string): number {
  return items
    .filter((item) => text(item.product_id) === productId)
    .reduce((sum, item) => sum + Math.max(1, Math.floor(Number(item.quantity) || 1)), 0);
}

function memberRefOf(order: Obj): string | null {
  for (const attr of list(order.note_attributes)) {
    if (text(attr.name) === SHOPIFY_REFERENCE_ATTRIBUTE) return text(attr.value);
  }
  return null;
}

/** A verified Shopify webhook as a PaymentFact (null: a topic this site does not act on). */
export function shopifyFact(
  input: { topic: string; eventId: string; triggeredAt: string | undefined; body: unknown },
  productId: string,
  now = Date.now(),
): PaymentFact | null {
  const o = obj(input.body) ?? {};
  const occurredAt =
    fromIso(input.triggeredAt) ?? fromIso(o.updated_at) ?? fromIso(o.created_at) ?? new Date(now);
  const customer = obj(o.customer);
  const base = {
    provider: 'shopify' as const,
    eventId: input.eventId,
    type: input.topic,
    occurredAt,
    memberRef: null,
    email: email(o.email) ?? email(customer?.email),
    externalRef: text(o.id),
    customerRef: text(customer?.id),
    amountCents: cents(o.total_price),
    currency: text(o.currency)?.toLowerCase() ?? null,
    whenUnmatched: 'queue' as const,
  };
  switch (input.topic) {
    case 'orders/paid': {
      const units = productUnits(list(o.line_items), productId);
      return {
        ...base,
        memberRef: memberRefOf(o),
        change: units
          ? {
              effect: 'grant',
              occurredAt,
              periodEnd: new Date(occurredAt.getTime() + units * PAID_MONTH_MS),
              renewing: false,
            }
          : null,
      };
    }
    case 'orders/cancelled':
      return {
        ...base,
        change: productUnits(list(o.line_items), productId)
          ? { effect: 'end', occurredAt, periodEnd: null }
          : null,
      };
    case 'refunds/create': {
      const items = list(o.refund_line_items).map((r) => obj(r.line_item) ?? {});
      return {
        ...base,
        externalRef: text(o.order_id),
        amountCents: null,
        change: productUnits(items, productId)
          ? { effect: 'end', occurredAt, periodEnd: null }
          : null,
      };
    }
    default:
      return null;
  }
}
