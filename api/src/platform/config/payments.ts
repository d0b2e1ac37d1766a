import { createHmac } from 'node:crypto';

/**
 * Payment providers' settings (issue 20), read once from the environment by the API's config
 * module. A provider without its secret is off: its webhook answers 404 "not configured".
 * The secrets are never logged (the config object is never printed).
 */
export interface PaymentsConfig {
  /** STRIPE_WEBHOOK_SECRET: the endpoint's signing secret (whsec_...). */
  stripeWebhookSecret: string | undefined;
  /** SHOPIFY_WEBHOOK_SECRET: the app's client secret (or the store's webhook signing key). */
  shopifyWebhookSecret: string | undefined;
  /** SHOPIFY_PRODUCT_ID: the AI subscription's product; other products' orders are ignored. */
  shopifyProductId: string | undefined;
  /** PAYMENT_WEBHOOK_SECRET: the key of our own signed webhook (/api/webhooks/generic). */
  genericWebhookSecret: string | undefined;
  /** The key signing member references in subscribe links (MEMBER_REF_SECRET, else derived). */
  memberRefKey: Buffer;
  /** SHOP_REFERENCE_PARAM: the query parameter carrying the member reference on the shop URL. */
  shopReferenceParam: string;
}

type Env = Record<string, string | undefined>;

const str = (env: Env, name: string) => {
  const v = env[name];
  return v === undefined || v.trim() === '' ? undefined : v.trim();
};

function secret(env: Env, name: string, check: (v: string) => string | null): string | undefined {
  const value = str(env, name);
  if (value === undefined) return undefined;
  const problem = check(value);
  // The message names the variable and the rule, never the value.
  if (problem) throw new Error(`${name} ${problem}`);
  return value;
}

const minLength = (n: number) => (v: string) =>
  v.length >= n ? null : `must be at least ${n} characters`;

export function parsePaymentsConfig(env: Env, sessionSecret: string): PaymentsConfig {
  const stripeWebhookSecret = secret(env, 'STRIPE_WEBHOOK_SECRET', (v) =>
    /^whsec_[A-Za-z0-9+/=_-]{16,}$/.test(v)
      ? null
      : "must be the endpoint's signing secret from the Stripe dashboard (whsec_...)",
  );
  const shopifyWebhookSecret = secret(env, 'SHOPIFY_WEBHOOK_SECRET', minLength(16));
  const shopifyProductId = str(env, 'SHOPIFY_PRODUCT_ID');
  if (shopifyProductId !== undefined && !/^\d{1,20}$/.test(shopifyProductId)) {
    throw new Error('SHOPIFY_PRODUCT_ID must be the numeric id of the AI product');
  }
  if (shopifyWebhookSecret !== undefined && shopifyProductId === undefined) {
    throw new Error('SHOPIFY_PRODUCT_ID is required with SHOPIFY_WEBHOOK_SECRET');
  }
  const genericWebhookSecret = secret(env, 'PAYMENT_WEBHOOK_SECRET', minLength(32));
  const memberRefSecret = secret(env, 'MEMBER_REF_SECRET', minLength(32));
  const shopReferenceParam = str(env, 'SHOP_REFERENCE_PARAM') ?? 'client_reference_id';
  if (!/^[A-Za-z0-9_[\]-]{1,64}$/.test(shopReferenceParam)) {
    throw new Error(
      'SHOP_REFERENCE_PARAM must be a query parameter name (letters, digits, _ - [ ])',
    );
  }
  return {
    stripeWebhookSecret,
    shopifyWebhookSecret,
    shopifyProductId,
    genericWebhookSecret,
    // Derived from the session secret when unset: every replica shares it already.
    memberRefKey: createHmac('sha256', memberRefSecret ?? sessionSecret)
      .update('zak member reference v1')
      .digest(),
    shopReferenceParam,
  };
}
