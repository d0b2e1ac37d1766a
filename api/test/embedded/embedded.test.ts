import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import request from 'supertest';
import { enrolThroughApi, signIn } from '../support/second-factor';
import { genericSignature } from '../../src/payments/signature';

const ROOT = path.join(__dirname, '..', '..', '..');
const SERVER = path.join(ROOT, 'api', 'src', 'server.ts');

interface Running {
  url: string;
  output: () => string;
  stop: () => Promise<number | null>;
}

/** Boots the real server like `npm start` does, with no DATABASE_URL and no REDIS_URL. */
async function boot(dataDir: string, env: Record<string, string> = {}): Promise<Running> {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !/^(DATABASE_URL|REDIS_URL|TEST_|ADMIN_|SESSION_SECRET|NODE_ENV)/.test(k),
    ),
  );
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: ROOT,
    env: {
      ...clean,
      TSX_TSCONFIG_PATH: path.join(ROOT, 'api', 'tsconfig.run.json'),
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /"port":(\d+)[^\n]*listening/.exec(out);
      if (match) {
        clearInterval(timer);
        resolve(Number(match[1]));
      } else if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`server exited: ${out}`));
      }
    }, 50);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => out,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}

describe('embedded mode (PGlite over the wire protocol + in-memory sessions)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zak-embedded-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves every layer end to end and keeps the data across a restart', async () => {
    let adminTotp = '';
    let server = await boot(dataDir, { ADMIN_PASSWORD: 'first-admin-pass' });
    try {
      expect((await request(server.url).get('/api/ready')).body).toEqual({
        status: 'ready',
        database: true,
        sessionStore: true,
      });
      // No payment configuration (npm start as it comes): the webhooks say so.
      const webhook = await request(server.url).post('/api/webhooks/generic').send({});
      expect(webhook.status).toBe(404);
      expect(webhook.body.code).toBe('WEBHOOK_NOT_CONFIGURED');

      const member = request.agent(server.url);
      expect(
        (
          await member
            .post('/api/auth/register')
            .send({ username: 'Arnold', password: 'pump-it-up' })
        ).status,
      ).toBe(201);
      expect(
        (await member.post('/api/auth/login').send({ username: 'arnold', password: 'pump-it-up' }))
          .status,
      ).toBe(200);
      const conv = await member.post('/api/conversations').send({
        title: 'Prise de masse',
        firstMessage: { role: 'user', content: 'Combien de calories ?' },
      });
      expect(conv.status).toBe(201);
      expect(
        (
          await member
            .post('/api/messages')
            .send({ conversationId: conv.body.id, type: 'ai', content: '3000 kcal' })
        ).status,
      ).toBe(201);
      expect((await member.get('/api/conversations')).body).toEqual([
        expect.objectContaining({ title: 'Prise de masse', messageCount: 2 }),
      ]);
      expect((await member.post('/api/ai/chat').send({ message: 'hi' })).status).toBe(403);

      const admin = request.agent(server.url);
      const signedIn = await admin
        .post('/api/auth/login')
        .send({ username: 'admin', password: 'first-admin-pass' });
      expect(signedIn.status).toBe(200);
      // First sign-in of the administrator: the panel asks for the second factor's enrolment.
      expect(signedIn.body.user.secondFactor).toBe('enrol');
      const refused = await admin.get('/api/admin/users');
      expect([refused.status, refused.body.code]).toEqual([403, 'SECOND_FACTOR_REQUIRED']);
      adminTotp = (await enrolThroughApi(admin, 'first-admin-pass')).secret;
      expect(server.output()).not.toContain(adminTotp);
      const users = await admin.get('/api/admin/users').query({ search: 'arnold' });
      expect(users.body.totalCount).toBe(1);
      const arnold = users.body.users[0];
      expect(
        (await admin.patch(`/api/admin/users/${arnold.id}`).send({ hasIAAccess: true })).status,
      ).toBe(200);
      expect((await member.post('/api/ai/chat').send({ message: 'hi' })).status).toBe(200);
      expect((await admin.get('/api/admin/ia-logs')).body.totalCount).toBe(2);
      const csv = await admin.get('/api/admin/ia-logs/export').buffer(true);
      expect(csv.text.trim().split('\r\n')).toHaveLength(3);
      expect((await request(server.url).get('/api/settings/public')).body.iaEnabled).toBe(true);

      // The pool drops its idle PGlite connection (idle 10 s, eviction every 5 s) and opens a new
      // one on the next request: the per-request user read must still work (PGlite shares one
      // session across connections, where a named prepared statement would already exist).
      await new Promise((resolve) => setTimeout(resolve, 16_000));
      expect((await member.get('/api/auth/user')).status).toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
    }

    // Second start on the same DATA_DIR: migrations already applied, admin not recreated, data kept.
    const paymentSecret = 'embedded-payment-secret-0123456789abcdef';
    server = await boot(dataDir, {
      ADMIN_PASSWORD: 'ignored-second-time',
      PAYMENT_WEBHOOK_SECRET: paymentSecret,
    });
    try {
      expect(server.output()).not.toContain('administrator created');
      const member = request.agent(server.url);
      expect(
        (await member.post('/api/auth/login').send({ username: 'Arnold', password: 'pump-it-up' }))
          .status,
      ).toBe(200);
      const list = await member.get('/api/conversations');
      expect(list.body).toEqual([
        expect.objectContaining({ title: 'Prise de masse', messageCount: 2 }),
      ]);
      // Lists are cached here too (one process, versions in memory): the API's writes are in the
      // very next list, plain or paged.
      expect((await member.get('/api/conversations?limit=5')).body.items).toHaveLength(1);
      expect((await member.get('/api/conversations')).body).toEqual(list.body);
      const added = await member
        .post('/api/messages')
        .send({ conversationId: list.body[0].id, type: 'user', content: 'Et après ?' });
      expect(added.status).toBe(201);
      expect((await member.get('/api/conversations')).body).toEqual([
        expect.objectContaining({ title: 'Prise de masse', messageCount: 3 }),
      ]);
      expect((await member.get('/api/conversations?limit=5')).body.items).toEqual([
        expect.objectContaining({ title: 'Prise de masse', messageCount: 3 }),
      ]);
      const other = await member.post('/api/conversations').send({ title: 'Sèche' });
      expect((await member.get('/api/conversations')).body).toEqual([
        expect.objectContaining({ title: 'Sèche', messageCount: 0 }),
        expect.objectContaining({ title: 'Prise de masse', messageCount: 3 }),
      ]);
      expect((await member.delete(`/api/conversations/${other.body.id}`)).status).toBe(200);
      expect((await member.get('/api/conversations')).body).toHaveLength(1);
      expect((await member.get('/api/auth/user')).body.aiAccess).toBe(true);
      const admin = request.agent(server.url);
      expect(
        (
          await signIn(admin, {
            username: 'admin',
            password: 'first-admin-pass',
            totpSecret: adminTotp,
          })
        ).status,
      ).toBe(200);
      const trail = (await admin.get('/api/admin/logs')).body.logs;
      expect(trail.map((l: { action: string }) => l.action)).toEqual([
        'ia_logs.export',
        'user.update',
      ]);
      expect(trail[1]).toMatchObject({
        adminUsername: 'admin',
        details: { changes: { hasIAAccess: true } },
      });

      // A signed payment for a member's reference grants access on PGlite too, once.
      const payer = request.agent(server.url);
      await payer.post('/api/auth/register').send({ username: 'Franco', password: 'pump-it-up' });
      await payer.post('/api/auth/login').send({ username: 'franco', password: 'pump-it-up' });
      const before = (await payer.get('/api/auth/user')).body;
      expect(before.aiAccess).toBe(false);
      const reference = new URL(before.subscribeUrl).searchParams.get('client_reference_id');
      const body = JSON.stringify({ id: 'order-1', type: 'grant', member: { reference } });
      const timestamp = Math.floor(Date.now() / 1000);
      const pay = () =>
        request(server.url)
          .post('/api/webhooks/generic')
          .set('Content-Type', 'application/json')
          .set('X-Zak-Timestamp', String(timestamp))
          .set('X-Zak-Signature', genericSignature(paymentSecret, timestamp, body))
          .send(body);
      expect((await pay()).body).toEqual({ received: true, result: 'applied' });
      expect((await pay()).body).toEqual({ received: true, result: 'duplicate' });
      expect((await payer.get('/api/auth/user')).body.access).toMatchObject({
        state: 'active',
        source: 'generic',
      });
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it('without ADMIN_PASSWORD, prints a random administrator password once and it works', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'zak-embedded-'));
    const server = await boot(dir, { ADMIN_USERNAME: 'coach' });
    try {
      const match = /Administrator created: username "coach", password "([^"]+)"/.exec(
        server.output(),
      );
      expect(match).not.toBeNull();
      const password = String(match?.[1]);
      expect(password.length).toBeGreaterThanOrEqual(20);
      const admin = request.agent(server.url);
      expect(
        (await admin.post('/api/auth/login').send({ username: 'coach', password })).status,
      ).toBe(200);
      await enrolThroughApi(admin, password);
      expect((await admin.get('/api/admin/dashboard')).status).toBe(200);
      // The password appears exactly once in everything the server printed.
      expect(server.output().split(password)).toHaveLength(2);
    } finally {
      expect(await server.stop()).toBe(0);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('recovers a password through the outbox and ends the sessions kept in memory', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'zak-embedded-'));
    const server = await boot(dir, { ADMIN_PASSWORD: 'first-admin-pass' });
    const outbox = path.join(dir, 'outbox');
    /** The token of the newest mail's link to `page`, read as a mail client would (mailparser). */
    const newestToken = async (page: string) => {
      const files = readdirSync(outbox).sort();
      const mail = await simpleParser(
        readFileSync(path.join(outbox, files[files.length - 1] ?? '')),
      );
      return new RegExp(`${page}#token=([A-Za-z0-9_-]+)`).exec(mail.text ?? '')?.[1] ?? '';
    };
    try {
      const anon = request(server.url);
      await anon
        .post('/api/auth/register')
        .send({ username: 'lou', password: 'pump-it-up', email: 'lou@example.test' })
        .expect(201);
      const phone = request.agent(server.url);
      const laptop = request.agent(server.url);
      for (const agent of [phone, laptop]) {
        await agent.post('/api/auth/login').send({ username: 'lou', password: 'pump-it-up' });
      }
      expect((await laptop.get('/api/account/sessions')).body).toHaveLength(2);
      await laptop.post('/api/account/email/verification').expect(200);
      // The log names the file (read as the server prints it: stdout arrives asynchronously).
      for (let i = 0; i < 100 && !server.output().includes(outbox); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(server.output()).toContain(outbox);
      await anon
        .post('/api/auth/verify-email')
        .send({ token: await newestToken('/verify-email') })
        .expect(200);
      await anon.post('/api/auth/forgot-password').send({ login: 'lou@example.test' }).expect(200);
      let token = '';
      for (let i = 0; i < 100 && !token; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (readdirSync(outbox).length === 2) token = await newestToken('/reset-password');
      }
      expect(token).not.toBe('');
      expect(server.output()).not.toContain(token);
      await anon
        .post('/api/auth/reset-password')
        .send({ token, password: 'new-pass-1' })
        .expect(200);
      expect((await phone.get('/api/auth/user')).status).toBe(401);
      expect((await laptop.get('/api/auth/user')).status).toBe(401);
      await anon
        .post('/api/auth/login')
        .send({ username: 'lou', password: 'new-pass-1' })
        .expect(200);
    } finally {
      expect(await server.stop()).toBe(0);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
