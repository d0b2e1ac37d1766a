import request from 'supertest';
import { genericSignature } from '../../src/modules/payments/signature';

/**
 * POST /api/webhooks/generic on the app at `url`, signed as our generic provider signs it
 * (HMAC of the timestamp and the raw body with `secret`).
 */
export function postGenericWebhook(
  url: string,
  body: unknown,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
) {
  const payload = JSON.stringify(body);
  return request(url)
    .post('/api/webhooks/generic')
    .set('X-Zak-Timestamp', String(timestamp))
    .set('X-Zak-Signature', genericSignature(secret, timestamp, payload))
    .set('Content-Type', 'application/json')
    .send(payload);
}
