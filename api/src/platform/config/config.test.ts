import path from 'node:path';
import { loadConfig } from '.';

describe('loadConfig', () => {
  it('has embedded defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      dataDir: path.resolve('.data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      adminUsername: 'admin',
      adminPassword: undefined,
      cookieName: 'zak.sid',
      cookieSecure: false,
      trustProxy: false,
      logLevel: 'info',
      userCacheSeconds: 30,
      sessionTouchSeconds: 60,
      conversationCacheSeconds: 300,
      conversationCacheMb: 32,
      backupTime: 180,
    });
    expect(c.sessionSecrets).toHaveLength(1);
    expect(c.sessionSecrets[0]!.length).toBeGreaterThanOrEqual(32);
  });

  it('reads BACKUP_TIME as HH:MM in UTC and refuses anything else, naming the variable', () => {
    expect(loadConfig({ BACKUP_TIME: '00:00' }).backupTime).toBe(0);
    expect(loadConfig({ BACKUP_TIME: '23:59' }).backupTime).toBe(23 * 60 + 59);
    expect(loadConfig({ BACKUP_TIME: '' }).backupTime).toBe(180);
    for (const bad of ['24:00', '3:00', '03:60', '0300', '3h', '03:00:00']) {
      expect(() => loadConfig({ BACKUP_TIME: bad })).toThrow(
        `BACKUP_TIME must be HH:MM in UTC, 00:00 to 23:59 (got "${bad}")`,
      );
    }
  });

  it('reads the AI engine settings at start and refuses an unusable AI configuration', () => {
    expect(loadConfig({}).ai).toMatchObject({ provider: 'offline', ratePerMin: 20 });
    expect(
      loadConfig({ AI_PROVIDER: 'openai', AI_MODEL: 'llama3.1:8b', AI_TIMEOUT_MS: '5000' }).ai,
    ).toMatchObject({ provider: 'openai', model: 'llama3.1:8b', timeoutMs: 5000 });
    expect(() => loadConfig({ AI_PROVIDER: 'openai' })).toThrow(/AI_MODEL is required/);
    expect(() => loadConfig({ AI_PROVIDER: 'gpt' })).toThrow(/AI_PROVIDER/);
  });

  it('requires SESSION_SECRET in production and uses a secure __Host- cookie there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required/);
    const c = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'a'.repeat(32),
      TRUST_PROXY: '1',
    });
    expect(c).toMatchObject({ cookieSecure: true, cookieName: '__Host-zak.sid', trustProxy: 1 });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be an integer/],
    [{ SESSION_SECRET: 'short' }, /at least 32 characters/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres:/],
    [{ REDIS_URL: 'not a url' }, /REDIS_URL must be a URL/],
    [{ ADMIN_PASSWORD: '123' }, /ADMIN_PASSWORD must be 6 to 128/],
    [{ COOKIE_SECURE: 'maybe' }, /COOKIE_SECURE must be true or false/],
    [{ USER_CACHE_SECONDS: '-1' }, /USER_CACHE_SECONDS must be an integer between 0 and 3600/],
    [
      { CONVERSATION_CACHE_SECONDS: '1.5' },
      /CONVERSATION_CACHE_SECONDS must be an integer between 0 and 86400/,
    ],
    [
      { CONVERSATION_CACHE_MB: '0' },
      /CONVERSATION_CACHE_MB must be an integer between 1 and 16384/,
    ],
    [
      { SESSION_TOUCH_SECONDS: '601' },
      /SESSION_TOUCH_SECONDS must be an integer between 0 and 600/,
    ],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('leaves payments off by default and refuses malformed payment secrets without echoing them', () => {
    expect(loadConfig({}).payments).toMatchObject({
      stripeWebhookSecret: undefined,
      shopifyWebhookSecret: undefined,
      genericWebhookSecret: undefined,
      shopReferenceParam: 'client_reference_id',
    });
    const bad = 'sk_live_not_a_signing_secret';
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: bad })).toThrow(/^STRIPE_WEBHOOK_SECRET/);
    try {
      loadConfig({ STRIPE_WEBHOOK_SECRET: bad });
    } catch (err) {
      expect((err as Error).message).not.toContain(bad);
    }
    expect(() => loadConfig({ SHOPIFY_WEBHOOK_SECRET: 'x'.repeat(20) })).toThrow(
      /SHOPIFY_PRODUCT_ID is required/,
    );
    expect(() => loadConfig({ PAYMENT_WEBHOOK_SECRET: 'short' })).toThrow(
      /PAYMENT_WEBHOOK_SECRET must be at least 32 characters/,
    );
    const ok = loadConfig({
      STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdefghij',
      SHOPIFY_WEBHOOK_SECRET: 'x'.repeat(20),
      SHOPIFY_PRODUCT_ID: '123',
    });
    expect(ok.payments.stripeWebhookSecret).toBe('whsec_0123456789abcdefghij');
    expect(ok.payments.shopifyProductId).toBe('123');
  });

  it('reads lists: secrets for rotation, admin allow-list, allowed origins', () => {
    const c = loadConfig({
      SESSION_SECRET: `${'a'.repeat(32)}, ${'b'.repeat(32)}`,
      ADMIN_USERNAMES: 'zak, coach',
      ALLOWED_ORIGINS: 'https://cdn.example.com/path',
    });
    expect(c.sessionSecrets).toEqual(['a'.repeat(32), 'b'.repeat(32)]);
    expect(c.adminUsernames).toEqual(['zak', 'coach']);
    expect(c.allowedOrigins).toEqual(['https://cdn.example.com']);
  });
});
