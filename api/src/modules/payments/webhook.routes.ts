import { createRequire } from 'node:module';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import type Stripe from 'stripe';
import type { WebhookAnswer } from '@zak/contract';
import { AppError } from '../../platform/app-error';
import { countPaymentWebhook, WEBHOOK_PROVIDERS, type WebhookResult } from '../../platform/metrics';
import { appConfig } from '../../platform/http/app-config';
import { createRateLimit } from '../../platform/http/rate-limit';
import { input, validate } from '../../platform/http/validate';
import type { PaymentsConfig } from '../../platform/config/payments';
import { payloadFault } from './payload';
import { shopifyFact } from './shopify';
import { genericSignatureValid, shopifySignatureValid } from './signature';
import { stripeFact } from './stripe';
import { accountDeps } from '../../platform/http/session-meta';
import { applyPaymentEvent, mailAccessChange, type PaymentFact } from './payment.service';
import { genericEventSchema } from './payment.validation';

// Payment providers' webhooks (issue 20). Mounted before the session, the CSRF check and the JSON
// parser (app.ts): a provider has no session and no Origin, and its signature covers the raw
// bytes, which are read here and parsed only once the signature holds.

export const webhookRouter = Router();

/** The result a handler stored for the metrics (res.locals), when the event reached one. */
const RESULT = 'paymentWebhookResult';

function resultOf(res: Response): WebhookResult {
  const stored = res.locals[RESULT] as WebhookResult | undefined;
  if (stored && res.statusCode < 300) return stored;
  if (res.statusCode === 404) return 'not_configured';
  if (res.statusCode === 429) return 'rate_limited';
  if (res.statusCode === 503) return 'retry';
  if (res.statusCode >= 400 && res.statusCode < 500) return 'rejected';
  return 'error';
}

// Every answer of a provider's route counted once it is sent (zak_payment_webhooks_total).
webhookRouter.use((req, res, next) => {
  const provider = WEBHOOK_PROVIDERS.find((name) => req.path === `/${name}`);
  if (provider) res.once('finish', () => countPaymentWebhook(provider, resultOf(res)));
  next();
});

/** Stripe's signature tolerance: a signed request older than this is refused (replay). */
export const STRIPE_TOLERANCE_SECONDS = 300;

// The Stripe SDK is loaded on the first Stripe webhook only (a replica without Stripe never does).
let stripeSdk: typeof Stripe | undefined;
function stripe(): typeof Stripe {
  stripeSdk ??= createRequire(__filename)('stripe') as typeof Stripe;
  return stripeSdk;
}

const webhookRate = createRateLimit({
  name: 'webhooks',
  windowMs: 60_000,
  limit: (config) => config.webhookRatePerMinute,
});

const rawBody = express.raw({ type: () => true, limit: '512kb' });

const payments = (req: Request): PaymentsConfig => appConfig(req).payments;

/** 404 with a clear message while the provider's secret is not configured. */
function configured(has: (p: PaymentsConfig) => unknown) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!has(payments(req)))
      throw new AppError(404, 'WEBHOOK_NOT_CONFIGURED', 'webhookNotConfigured');
    next();
  };
}

const bytes = (req: Request): Buffer => (Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));

const badSignature = () =>
  new AppError(400, 'WEBHOOK_SIGNATURE_INVALID', 'webhookSignatureInvalid');
const badPayload = () => new AppError(400, 'WEBHOOK_PAYLOAD_INVALID', 'webhookPayloadInvalid');

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    throw badPayload();
  }
}

/** Applies the fact (or ignores an unknown type) and answers 200 with the result. */
async function answer(req: Request, res: Response, fact: PaymentFact | null, payload: unknown) {
  if (!fact) {
    const ignored: WebhookAnswer = { received: true, result: 'ignored' };
    res.locals[RESULT] = 'ignored';
    res.json(ignored);
    return;
  }
  const stored = [fact.eventId, fact.type, fact.memberRef, fact.email, fact.externalRef];
  if (payloadFault(payload, [...stored, fact.customerRef, fact.currency])) throw badPayload();
  const { mailer, config, logger } = accountDeps(req);
  const mail = { mailer, publicUrl: config.publicUrl, logger };
  const result = await applyPaymentEvent(fact, payments(req).memberRefKey, (notice) =>
    mailAccessChange(mail, notice),
  );
  const body: WebhookAnswer = { received: true, result };
  res.locals[RESULT] = result;
  res.json(body);
}

webhookRouter.post(
  '/stripe',
  webhookRate,
  configured((p) => p.stripeWebhookSecret),
  rawBody,
  async (req, res) => {
    const secret = payments(req).stripeWebhookSecret ?? '';
    let event: Stripe.Event;
    try {
      event = stripe().webhooks.constructEvent(
        bytes(req),
        req.get('stripe-signature') ?? '',
        secret,
        STRIPE_TOLERANCE_SECONDS,
      );
    } catch {
      throw badSignature();
    }
    await answer(req, res, stripeFact(event), event);
  },
);

webhookRouter.post(
  '/shopify',
  webhookRate,
  configured((p) => p.shopifyWebhookSecret),
  rawBody,
  async (req, res) => {
    const config = payments(req);
    const raw = bytes(req);
    const signature = req.get('x-shopify-hmac-sha256');
    if (!signature || !shopifySignatureValid(raw, signature, config.shopifyWebhookSecret ?? '')) {
      throw badSignature();
    }
    const eventId = req.get('x-shopify-event-id')?.trim();
    if (!eventId || eventId.length > 200) {
      throw new AppError(400, 'WEBHOOK_EVENT_ID_MISSING', 'webhookEventIdMissing');
    }
    const body = parseJson(raw);
    const fact = shopifyFact(
      {
        topic: req.get('x-shopify-topic') ?? '',
        eventId,
        triggeredAt: req.get('x-shopify-triggered-at'),
        body,
      },
      config.shopifyProductId ?? '',
    );
    await answer(req, res, fact, body);
  },
);

webhookRouter.post(
  '/generic',
  webhookRate,
  configured((p) => p.genericWebhookSecret),
  rawBody,
  (req, _res, next) => {
    const raw = bytes(req);
    const headers = {
      timestamp: req.get('x-zak-timestamp'),
      signature: req.get('x-zak-signature'),
    };
    if (!genericSignatureValid(raw, headers, payments(req).genericWebhookSecret ?? '')) {
      throw badSignature();
    }
    req.body = parseJson(raw);
    if (payloadFault(req.body, [])) throw badPayload();
    next();
  },
  validate(genericEventSchema),
  async (req, res) => {
    const event = input(res, genericEventSchema, 'body');
    const timestamp = new Date(Number(req.get('x-zak-timestamp')) * 1000);
    const occurredAt = event.occurredAt ?? timestamp;
    const known = event.type === 'grant' || event.type === 'revoke';
    const fact: PaymentFact = {
      provider: 'generic',
      eventId: event.id,
      type: event.type,
      occurredAt,
      change: !known
        ? null
        : event.type === 'grant'
          ? { effect: 'grant', occurredAt, periodEnd: event.periodEnd ?? null, renewing: false }
          : { effect: 'end', occurredAt, periodEnd: null },
      memberRef: event.member.reference ?? null,
      email: event.member.email ?? null,
      externalRef: event.externalRef ?? null,
      customerRef: null,
      amountCents: event.amount?.cents ?? null,
      currency: event.amount?.currency.toLowerCase() ?? null,
      whenUnmatched: 'queue',
    };
    // An unknown type is answered 200 and not stored (nothing to deduplicate).
    await answer(req, res, known ? fact : null, req.body);
  },
);
