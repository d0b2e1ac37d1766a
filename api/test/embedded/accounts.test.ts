// Embedded mode, accounts: the first administrator's password when none is given, and password
// recovery through the mail outbox (its own file: each test boots a server, and the suite's two
// workers run the embedded files side by side).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import request from 'supertest';
import { enrolThroughApi } from '../support/second-factor';
import { boot } from './boot';

describe('embedded mode: accounts', () => {
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
      // The link asked for again is the second mail (the first came with the sign-up).
      for (let i = 0; i < 100 && readdirSync(outbox).length < 2; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(readdirSync(outbox)).toHaveLength(2);
      await anon
        .post('/api/auth/verify-email')
        .send({ token: await newestToken('/verify-email') })
        .expect(200);
      await anon.post('/api/auth/forgot-password').send({ login: 'lou@example.test' }).expect(200);
      let token = '';
      for (let i = 0; i < 100 && !token; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        // The sign-up's verification link, the one asked for again, then the reset link.
        if (readdirSync(outbox).length === 3) token = await newestToken('/reset-password');
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

      // Issue #37 under `npm start`: the weekly check-in reminder set to this day and minute (the
      // member's time zone) is in the outbox soon after, once, with its one-click unsubscribe.
      const member = request.agent(server.url);
      await member.post('/api/auth/login').send({ username: 'lou', password: 'new-pass-1' });
      if (new Date().getSeconds() >= 57) await new Promise((resolve) => setTimeout(resolve, 4000));
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-GB', {
          timeZone: 'America/New_York',
          weekday: 'short',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        })
          .formatToParts(new Date())
          .map((p) => [p.type, p.value]),
      );
      const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday!);
      const saved = await member.put('/api/account/reminders/checkin').send({
        enabled: true,
        weekday,
        time: `${parts.hour}:${parts.minute}`,
        timeZone: 'America/New_York',
      });
      expect(saved.status).toBe(200);
      expect(Date.parse(saved.body.nextDueAt)).toBeLessThanOrEqual(Date.now());
      // Four mails before it: two verification links, the reset link, "password changed".
      for (let i = 0; i < 1200 && readdirSync(outbox).length < 5; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(readdirSync(outbox)).toHaveLength(5);
      const files = readdirSync(outbox).sort();
      const raw = readFileSync(path.join(outbox, files[4] ?? ''));
      expect((await simpleParser(raw)).subject).toBe('Ton bilan de la semaine t’attend');
      expect(raw.toString('utf8')).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(readdirSync(outbox)).toHaveLength(5);
      const next = (await member.get('/api/account/reminders')).body.reminders[0];
      expect(Date.parse(next.nextDueAt)).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    } finally {
      expect(await server.stop()).toBe(0);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
