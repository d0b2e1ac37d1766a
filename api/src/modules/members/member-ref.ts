import { createHmac, timingSafeEqual } from 'node:crypto';

// A member reference: `zm_<user id, 32 hex>_<HMAC-SHA256 of it, first 24 hex>`. It names the
// member an external payment is for (Stripe's client_reference_id allows letters, digits, - and
// _, up to 200 characters). Signed so that a reference that was not issued by this site never
// matches anyone: a typo or a forged id lands in the administrator's queue instead.
const REF = /^zm_([0-9a-f]{32})_([0-9a-f]{24})$/;

const mac = (key: Buffer, hex: string) =>
  createHmac('sha256', key).update(hex).digest('hex').slice(0, 24);

export function memberReference(key: Buffer, userId: string): string {
  const hex = userId.replace(/-/g, '').toLowerCase();
  return `zm_${hex}_${mac(key, hex)}`;
}

/** The user id a reference names, or null when it is not one this site signed. */
export function verifyMemberReference(key: Buffer, reference: string): string | null {
  const match = REF.exec(reference.trim());
  if (!match) return null;
  const [, hex = '', signature = ''] = match;
  const expected = Buffer.from(mac(key, hex));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The shop's page with the member's reference in the configured query parameter. */
export function subscribeUrl(shopUrl: string, param: string, reference: string): string {
  const url = new URL(shopUrl);
  url.searchParams.set(param, reference);
  return url.toString();
}
