import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { enrolThroughApi, signIn } from '../support/second-factor';
import { genericSignature } from '../../src/modules/payments/signature';
import { boot } from './boot';

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
      // The coach desk's stored summary (triggers, refresh before the read) on PGlite too.
      const roster = await admin.get('/api/coaching/roster').query({ search: 'arnold' });
      expect([roster.status, roster.body.members.map((m: { id: string }) => m.id)]).toEqual([
        200,
        [arnold.id],
      ]);
      const attention = await admin.get('/api/coaching/attention');
      expect([attention.status, attention.body.totalCount]).toEqual([200, 0]);
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
      // The history search ignores case and accents on PGlite too (no unaccent there).
      const search = await member.get('/api/conversations').query({ q: 'SECHE', limit: 5 });
      expect(search.body.items).toEqual([expect.objectContaining({ id: other.body.id })]);
      const answer = await member
        .post('/api/messages')
        .send({ conversationId: other.body.id, type: 'ai', content: 'Créatine : 5 g' });
      const replaced = await member
        .post(`/api/conversations/${other.body.id}/replace`)
        .send({ fromMessageId: answer.body.id });
      expect(replaced.body).toEqual({ replaced: 1 });
      expect((await member.get(`/api/conversations/${other.body.id}`)).body.messages).toEqual([]);
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
});
