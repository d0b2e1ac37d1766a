import { createHmac, randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import request from 'supertest';
import { createMigrator } from '../../src/platform/db/migrate';
import { memberReference } from '../../src/modules/members/member-ref';
import { snapshot, startTestApp, uniqueName, type TestApp } from '../support/harness';
import { postGenericWebhook } from '../support/generic-webhook';
import { startSmtpCatcher } from '../support/smtp-catcher';

// Payments grant access by themselves (issue 20): each provider's webhook signed the way the
// provider signs it (the stripe package's test header helper; HMAC for Shopify and ours), on real
// PostgreSQL and Redis, across two replicas.

const STRIPE_SECRET = 'whsec_test_0123456789abcdefghijklmnop';
const SHOPIFY_SECRET = 'shopify-secret-0123456789';
const GENERIC_SECRET = 'generic-secret-0123456789abcdefghijklmnop';
const PRODUCT_ID = '8800112233';
const SETTINGS = { personality: 'ifbb', responseSpeed: 'detailed', language: 'fr' };

let t: TestApp;
let replica: { url: string };
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await startTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Zak Coaching <no-reply@coach.example.test>',
    PUBLIC_URL: 'https://coach.example.test',
    STRIPE_WEBHOOK_SECRET: STRIPE_SECRET,
    SHOPIFY_WEBHOOK_SECRET: SHOPIFY_SECRET,
    SHOPIFY_PRODUCT_ID: PRODUCT_ID,
    PAYMENT_WEBHOOK_SECRET: GENERIC_SECRET,
  });
  replica = await t.replica();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const now = () => Math.floor(Date.now() / 1000);
const ref = (userId: string) => memberReference(t.config.payments.memberRefKey, userId);

function stripeEvent(type: string, object: Record<string, unknown>, created = now()) {
  return {
    id: `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    type,
    created,
    data: { object },
  };
}

function postStripe(
  event: unknown,
  {
    secret = STRIPE_SECRET,
    timestamp,
    tamper = false,
    url = t.url,
  }: {
    secret?: string;
    timestamp?: number;
    tamper?: boolean;
    url?: string;
  } = {},
) {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  const body = tamper ? payload.replace('"type"', '"type" ') : payload;
  return request(url)
    .post('/api/webhooks/stripe')
    .set('Stripe-Signature', header)
    .set('Content-Type', 'application/json')
    .send(body);
}

function postShopify(topic: string, body: unknown, eventId: string, secret = SHOPIFY_SECRET) {
  const payload = JSON.stringify(body);
  const hmac = createHmac('sha256', secret).update(payload).digest('base64');
  return request(t.url)
    .post('/api/webhooks/shopify')
    .set('X-Shopify-Topic', topic)
    .set('X-Shopify-Hmac-Sha256', hmac)
    .set('X-Shopify-Event-Id', eventId)
    .set('X-Shopify-Triggered-At', new Date().toISOString())
    .set('Content-Type', 'application/json')
    .send(payload);
}

function postGeneric(body: unknown, { secret = GENERIC_SECRET, timestamp = now() } = {}) {
  return postGenericWebhook(t.url, body, secret, timestamp);
}

/** Everything the payments feature stores, plus the tables the harness checks. */
async function state(): Promise<string> {
  const [rows] = await t.sequelize.query(
    `SELECT (SELECT count(*) FROM payment_events) AS events,
       (SELECT md5(coalesce(string_agg(e::text, '|' ORDER BY e::text), '')) FROM entitlements e) AS ent`,
  );
  return `${await snapshot(t.sequelize)}\n${JSON.stringify(rows)}`;
}

async function member() {
  const { agent, user } = await t.signedIn({ hasIAAccess: false });
  return { agent, user };
}

const me = async (agent: request.Agent) => (await agent.get('/api/auth/user')).body;

const checkout = (userId: string, extra: Record<string, unknown> = {}) =>
  stripeEvent('checkout.session.completed', {
    id: `cs_${randomUUID()}`,
    object: 'checkout.session',
    client_reference_id: ref(userId),
    customer: `cus_${randomUUID().slice(0, 8)}`,
    subscription: `sub_${randomUUID().slice(0, 8)}`,
    mode: 'subscription',
    payment_status: 'paid',
    amount_total: 499,
    currency: 'eur',
    ...extra,
  });

describe('Stripe webhook', () => {
  it('a checkout carrying the member reference turns AI access on, with no administrator', async () => {
    const { agent, user } = await member();
    expect(
      (await agent.post('/api/ai/chat').send({ message: 'Salut', settings: SETTINGS })).status,
    ).toBe(403);
    const before = await me(agent);
    expect(before.aiAccess).toBe(false);
    expect(before.access).toEqual({
      state: 'none',
      source: null,
      until: null,
      renewing: false,
      endedAt: null,
    });
    expect(before.subscribeUrl).toContain(`client_reference_id=${ref(user.id)}`);

    const res = await postStripe(checkout(user.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, result: 'applied' });
    const after = await me(agent);
    expect(after.aiAccess).toBe(true);
    expect(after.hasIAAccess).toBe(false); // the administrator's flag is untouched
    expect(after.access).toMatchObject({ state: 'active', source: 'stripe', renewing: true });
    expect(
      (await agent.post('/api/ai/chat').send({ message: 'Salut', settings: SETTINGS })).status,
    ).toBe(200);
  });

  it.each([
    ['a tampered body', { tamper: true }],
    ['the wrong secret', { secret: 'whsec_wrong_0123456789abcdefghij' }],
    ['a timestamp older than 300 s', { timestamp: now() - 301 }],
  ])('%s is refused with 400 and nothing changes', async (_name, options) => {
    const { agent, user } = await member();
    const before = await state();
    const res = await postStripe(checkout(user.id), options);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'WEBHOOK_SIGNATURE_INVALID',
      message: expect.stringContaining('Signature'),
    });
    expect(await state()).toBe(before);
    expect((await me(agent)).aiAccess).toBe(false);
  });

  it('the same event five times at once: one change, one admin-log row, four duplicates', async () => {
    const { agent, user } = await member();
    const event = checkout(user.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => postStripe(event)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((r) => r.body.result).sort()).toEqual([
      'applied',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    const [logs] = await t.sequelize.query(
      `SELECT count(*)::int AS n FROM admin_logs WHERE action = 'payment.applied' AND details->>'eventId' = $1`,
      { bind: [event.id] },
    );
    expect(logs).toEqual([{ n: 1 }]);
    const [events] = await t.sequelize.query(
      'SELECT count(*)::int AS n FROM payment_events WHERE event_id = $1',
      { bind: [event.id] },
    );
    expect(events).toEqual([{ n: 1 }]);
    expect((await me(agent)).aiAccess).toBe(true);
  });

  it('deleted, then an older updated arriving late, leaves access ended', async () => {
    const { agent, user } = await member();
    const first = checkout(user.id, {}) as ReturnType<typeof checkout>;
    first.created = now() - 60;
    const object = first.data.object as { subscription: string; customer: string };
    expect((await postStripe(first)).body.result).toBe('applied');
    const periodEnd = now() + 30 * 86400;
    const deleted = stripeEvent(
      'customer.subscription.deleted',
      {
        id: object.subscription,
        object: 'subscription',
        customer: object.customer,
        status: 'canceled',
      },
      now() - 10,
    );
    const olderUpdate = stripeEvent(
      'customer.subscription.updated',
      {
        id: object.subscription,
        object: 'subscription',
        customer: object.customer,
        status: 'active',
        cancel_at_period_end: false,
        items: { data: [{ current_period_end: periodEnd }] },
      },
      now() - 20,
    );
    expect((await postStripe(deleted)).body.result).toBe('applied');
    expect((await postStripe(olderUpdate)).body.result).toBe('stale');
    const after = await me(agent);
    expect(after.aiAccess).toBe(false);
    expect(after.access.state).toBe('ended');
    const chat = await agent
      .post('/api/ai/chat')
      .set('Accept-Language', 'en')
      .send({ message: 'Hi', settings: SETTINGS });
    expect(chat.status).toBe(403);
    expect(chat.body.message).toBe('Your AI access has ended (subscription ended or expired).');
  });

  it('invoice.paid before the checkout: 503 (stored nothing), then granted on the retry', async () => {
    const { agent, user } = await member();
    const first = checkout(user.id);
    const object = first.data.object as { subscription: string; customer: string };
    const periodEnd = now() + 31 * 86400 + 3600;
    const invoice = stripeEvent('invoice.paid', {
      id: `in_${randomUUID().slice(0, 8)}`,
      object: 'invoice',
      customer: object.customer,
      amount_paid: 499,
      currency: 'eur',
      parent: { subscription_details: { subscription: object.subscription } },
      lines: { data: [{ period: { start: now(), end: periodEnd } }] },
    });
    const early = await postStripe(invoice);
    expect(early.status).toBe(503);
    expect(early.body.code).toBe('PAYMENT_NOT_LINKED_YET');
    expect((await me(agent)).aiAccess).toBe(false);

    expect((await postStripe(first)).body.result).toBe('applied');
    const retry = await postStripe(invoice);
    expect(retry.status).toBe(200);
    expect(retry.body.result).toBe('applied');
    const after = await me(agent);
    expect(after.aiAccess).toBe(true);
    expect(after.access.until).toBe(new Date(periodEnd * 1000).toISOString());
  });

  it('a full refund ends access; an unknown event type is answered 200 and ignored', async () => {
    const { agent, user } = await member();
    const first = checkout(user.id);
    const object = first.data.object as { customer: string };
    await postStripe(first);
    const unknown = await postStripe(stripeEvent('customer.created', { id: object.customer }));
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ received: true, result: 'ignored' });
    const refund = stripeEvent('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      customer: object.customer,
      refunded: true,
      amount_refunded: 499,
      currency: 'eur',
    });
    expect((await postStripe(refund)).body.result).toBe('applied');
    expect((await me(agent)).aiAccess).toBe(false);
  });
});

describe('access ends by itself at the period end', () => {
  it('on both replicas, at the next request, with no write in between', async () => {
    const { user } = await member();
    const loginOn = async (url: string) => {
      const agent = request.agent(url);
      const res = await agent
        .post('/api/auth/login')
        .send({ username: user.username, password: 'password-123' });
      expect(res.status).toBe(200);
      return agent;
    };
    const a = await loginOn(t.url);
    const b = await loginOn(replica.url);
    const end = new Date(Date.now() + 3000);
    const res = await postGeneric({
      id: uniqueName('grant'),
      type: 'grant',
      member: { reference: ref(user.id) },
      periodEnd: end.toISOString(),
    });
    expect(res.body.result).toBe('applied');
    // Both replicas read (and cache) the member with access.
    expect((await me(a)).aiAccess).toBe(true);
    expect((await me(b)).aiAccess).toBe(true);
    while (Date.now() <= end.getTime() + 50) await new Promise((r) => setTimeout(r, 100));
    for (const agent of [a, b]) {
      const after = await me(agent);
      expect(after.aiAccess).toBe(false);
      expect(after.access).toMatchObject({
        state: 'ended',
        source: 'generic',
        endedAt: end.toISOString(),
      });
      const chat = await agent.post('/api/ai/chat').send({ message: 'Salut', settings: SETTINGS });
      expect(chat.status).toBe(403);
      expect(chat.body.message).toBe(
        "Votre accès à l'IA a pris fin (abonnement terminé ou expiré).",
      );
    }
  });
});

describe('Shopify webhook', () => {
  const order = (userId: string | null, productId = PRODUCT_ID) => ({
    id: Math.floor(Math.random() * 1e12),
    email: 'payer@example.com',
    customer: { id: 42, email: 'payer@example.com' },
    total_price: '4.99',
    currency: 'EUR',
    line_items: [{ product_id: Number(productId), quantity: 1, price: '4.99' }],
    note_attributes: userId ? [{ name: 'member_ref', value: ref(userId) }] : [],
  });

  it('orders/paid for the AI product grants access once; a repeat event id changes nothing', async () => {
    const { agent, user } = await member();
    const eventId = randomUUID();
    const res = await postShopify('orders/paid', order(user.id), eventId);
    expect(res.body).toEqual({ received: true, result: 'applied' });
    expect((await me(agent)).access).toMatchObject({
      state: 'active',
      source: 'shopify',
      renewing: false,
    });
    const before = await state();
    expect((await postShopify('orders/paid', order(user.id), eventId)).body.result).toBe(
      'duplicate',
    );
    expect(await state()).toBe(before);
  });

  it('a wrong HMAC is refused with nothing changed; another product is ignored', async () => {
    const { agent, user } = await member();
    const before = await state();
    const bad = await postShopify(
      'orders/paid',
      order(user.id),
      randomUUID(),
      'not-the-secret-123456',
    );
    expect(bad.status).toBe(400);
    expect(await state()).toBe(before);
    const other = await postShopify('orders/paid', order(user.id, '1234'), randomUUID());
    expect(other.body.result).toBe('ignored');
    expect((await me(agent)).aiAccess).toBe(false);
  });
});

describe('generic webhook and the unmatched queue', () => {
  it('refuses a bad signature or a stale timestamp, and hostile text, with nothing changed', async () => {
    const { user } = await member();
    const body = { id: uniqueName('g'), type: 'grant', member: { reference: ref(user.id) } };
    const before = await state();
    expect((await postGeneric(body, { secret: 'x'.repeat(40) })).status).toBe(400);
    expect((await postGeneric(body, { timestamp: now() - 301 })).status).toBe(400);
    const hostile = await postGeneric({ ...body, externalRef: 'order\u0000' });
    expect(hostile.status).toBe(400);
    expect(hostile.body.code).toEqual(expect.any(String));
    expect(await state()).toBe(before);
  });

  it('an unknown payer lands in the queue; the administrator attaches it (audited) and access starts', async () => {
    const { agent, user } = await member();
    const payment = await postGeneric({
      id: uniqueName('g'),
      type: 'grant',
      member: { email: 'someone-else@example.com' },
      periodEnd: new Date(Date.now() + 86400_000).toISOString(),
      amount: { cents: 499, currency: 'EUR' },
    });
    expect(payment.body.result).toBe('unmatched');
    expect((await me(agent)).aiAccess).toBe(false);

    const { agent: admin } = await t.signedIn({ role: 'admin', username: uniqueName('boss') });
    const queue = await admin.get('/api/admin/payments/events?result=unmatched');
    expect(queue.status).toBe(200);
    const entry = queue.body.events.find(
      (e: { email: string }) => e.email === 'someone-else@example.com',
    );
    expect(entry).toMatchObject({
      provider: 'generic',
      result: 'unmatched',
      amountCents: 499,
      currency: 'eur',
      userId: null,
    });

    const attach = await admin
      .post(`/api/admin/payments/events/${entry.id}/attach`)
      .send({ userId: user.id });
    expect(attach.status).toBe(200);
    expect((await me(agent)).access).toMatchObject({ state: 'active', source: 'generic' });
    const again = await admin
      .post(`/api/admin/payments/events/${entry.id}/attach`)
      .send({ userId: user.id });
    expect(again.status).toBe(409);
    const logs = await admin.get('/api/admin/logs');
    expect(logs.body.logs[0]).toMatchObject({
      action: 'payment.attach',
      details: expect.objectContaining({ userId: user.id }),
    });
    const entitlements = await admin.get(`/api/admin/payments/entitlements?userId=${user.id}`);
    expect(entitlements.body.entitlements).toEqual([
      expect.objectContaining({ source: 'generic', status: 'active', effective: true }),
    ]);
    // Members cannot read the payments tab.
    expect((await agent.get('/api/admin/payments/events')).status).toBe(403);
  });

  it("the administrator's grant works as before and is listed as the admin source", async () => {
    const { agent, user } = await member();
    const { agent: admin } = await t.signedIn({ role: 'admin', username: uniqueName('boss') });
    const res = await admin.patch(`/api/admin/users/${user.id}`).send({ hasIAAccess: true });
    expect(res.status).toBe(200);
    expect(await me(agent)).toMatchObject({
      hasIAAccess: true,
      aiAccess: true,
      access: { state: 'active', source: 'admin' },
    });
    const list = await admin.get(`/api/admin/users?search=${user.username}`);
    expect(list.body.users[0]).toMatchObject({ aiAccess: true, accessSource: 'admin' });
    const entitlements = await admin.get(`/api/admin/payments/entitlements?userId=${user.id}`);
    expect(entitlements.body.entitlements).toEqual([
      expect.objectContaining({ source: 'admin', status: 'active', effective: true }),
    ]);
  });
});

describe('access mail', () => {
  it('a member with a verified email is told when a payment opens and when it ends access', async () => {
    const { user } = await member();
    const email = `${user.username.toLowerCase()}@mail.example.test`;
    await t.sequelize.query(
      "UPDATE users SET email = $1, verified_email = $1, language = 'en' WHERE id = $2",
      { bind: [email, user.id] },
    );
    const end = new Date(Date.UTC(2031, 0, 15, 12));
    const grant = { id: uniqueName('g'), type: 'grant', member: { reference: ref(user.id) } };
    await postGeneric({ ...grant, periodEnd: end.toISOString() });
    const opened = await smtp.waitFor(email);
    expect(opened.subject).toBe('Zak Coaching: your AI access is active');
    expect(opened.text).toContain('Your access runs until 15 January 2031.');
    expect(opened.text).toContain('https://coach.example.test/ia');
    await postGeneric({ id: uniqueName('r'), type: 'revoke', member: { reference: ref(user.id) } });
    const ended = await smtp.waitFor(email, 2);
    expect(ended.subject).toBe('Zak Coaching: your AI access has ended');
  });
});

describe('without payment configuration', () => {
  it('each webhook answers 404 saying it is not configured', async () => {
    const bare = await t.variant({});
    for (const provider of ['stripe', 'shopify', 'generic']) {
      const res = await request(bare.url)
        .post(`/api/webhooks/${provider}`)
        .set('Content-Type', 'application/json')
        .send('{}');
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('WEBHOOK_NOT_CONFIGURED');
    }
  });
});

describe('migration 0012', () => {
  it('goes down and up again keeping the administrator grants', async () => {
    const granted = await t.seedUser({ hasIAAccess: true });
    const migrator = createMigrator(t.sequelize);
    await migrator.down({ to: '0012-entitlements' });
    const [users] = await t.sequelize.query(
      'SELECT has_ia_access AS "has" FROM users WHERE id = $1',
      { bind: [granted.id] },
    );
    expect(users).toEqual([{ has: true }]);
    await migrator.up();
    const [rows] = await t.sequelize.query(
      "SELECT status FROM entitlements WHERE user_id = $1 AND source = 'admin'",
      { bind: [granted.id] },
    );
    expect(rows).toEqual([{ status: 'active' }]);
  });
});
