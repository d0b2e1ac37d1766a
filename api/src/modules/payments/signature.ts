import { createHmac, timingSafeEqual } from 'node:crypto';

/** Constant-time comparison of two texts (false for different lengths). */
export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Shopify: X-Shopify-Hmac-Sha256 is the base64 HMAC-SHA256 of the raw body with the secret. */
export function shopifySignatureValid(rawBody: Buffer, header: string, secret: string): boolean {
  const expected = createHmac('sha256', secret).update(rawBody).digest('base64');
  return sameText(expected, header.trim());
}

/** How far a generic webhook's timestamp may be from the server's clock (as Stripe's tolerance). */
export const GENERIC_TOLERANCE_SECONDS = 300;

/**
 * Our own signature (README "Generic webhook"): X-Zak-Timestamp is the Unix time in seconds and
 * X-Zak-Signature is `v1=` + the hex HMAC-SHA256 of `<timestamp>.<raw body>` with
 * PAYMENT_WEBHOOK_SECRET. Stale timestamps are refused (a captured request cannot be replayed
 * later; within the window the event id makes a replay a duplicate).
 */
export function genericSignature(secret: string, timestamp: number, rawBody: Buffer | string) {
  const mac = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
  return `v1=${mac}`;
}

export function genericSignatureValid(
  rawBody: Buffer,
  headers: { timestamp: string | undefined; signature: string | undefined },
  secret: string,
  now = Date.now(),
): boolean {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  const seconds = Number(timestamp);
  if (Math.abs(now / 1000 - seconds) > GENERIC_TOLERANCE_SECONDS) return false;
  return signature
    .split(',')
    .some((candidate) => sameText(candidate.trim(), genericSignature(secret, seconds, rawBody)));
}
