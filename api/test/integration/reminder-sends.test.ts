import type { AccountsConfig } from '../../src/platform/config/accounts';
import { createLogger } from '../../src/platform/logger';
import { createMailer } from '../../src/platform/mail/mailer';
import { sendDueReminders } from '../../src/modules/reminders';
import { startTestApp, type TestApp } from '../support/harness';
import { startSmtpCatcher } from '../support/smtp-catcher';

// Issue 37: a reminder due is sent once, whoever runs the tick and however often; its mail carries
// a one-click unsubscribe (RFC 8058) and a link that stop that kind only, once.
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
const logger = createLogger('silent');
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mailer = () =>
  createMailer(
    { smtpUrl: smtp.url, mailFrom: 'Zak Coaching <no-reply@coach.example.test>' } as AccountsConfig,
    logger,
  );
const tick = (now = new Date()) =>
  sendDueReminders({ mailer: mailer(), publicUrl: 'https://coach.example.test', logger, now });

/** A member with a verified address and the check-in reminder on, due a minute ago. */
async function dueMember(email: string | null, verified = true) {
  const { agent, user } = await t.signedIn();
  await t.sequelize.query(
    `UPDATE users SET email = $email, verified_email = $verified WHERE id = $id`,
    { bind: { email, verified: verified ? email : null, id: user.id } },
  );
  for (const kind of ['checkin', 'access-ending']) {
    const res = await agent
      .put(`/api/account/reminders/${kind}`)
      .send(
        kind === 'checkin'
          ? { enabled: true, weekday: 0, time: '18:00', timeZone: 'Europe/Paris' }
          : { enabled: true, timeZone: 'Europe/Paris' },
      );
    expect(res.status).toBe(200);
  }
  await t.sequelize.query(
    `UPDATE reminder_settings SET next_due_at = now() - interval '1 minute'
      WHERE user_id = $id AND kind = 'checkin'`,
    { bind: { id: user.id } },
  );
  return { agent, user };
}

const settings = async (userId: string) =>
  (
    await t.sequelize.query(
      `SELECT kind, enabled, next_due_at AS "nextDueAt" FROM reminder_settings
        WHERE user_id = $id ORDER BY kind`,
      { bind: { id: userId } },
    )
  )[0] as Array<{ kind: string; enabled: boolean; nextDueAt: Date | null }>;

describe('sending reminders', () => {
  it('sends a due check-in reminder once, even with three ticks at once and one later; moves it a week on', async () => {
    const { user } = await dueMember('once@coach.example.test');
    const results = await Promise.all([tick(), tick(), tick()]);
    expect(results.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await tick()).toBe(0);
    const mail = await smtp.waitFor('once@coach.example.test');
    expect(smtp.mails.filter((m) => m.to === 'once@coach.example.test')).toHaveLength(1);
    expect(mail.subject).toBe('Ton bilan de la semaine t’attend');
    // Long headers are folded over lines: unfolded as RFC 5322 says.
    const headers = mail.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(
      /^List-Unsubscribe: <https:\/\/coach\.example\.test\/api\/reminders\/unsubscribe\?token=[\w-]{43}>/m,
    );
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const [checkin] = (await settings(user.id)).filter((s) => s.kind === 'checkin');
    expect(checkin!.nextDueAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it('sends nothing to an unverified address or to no address, and still moves the reminder on', async () => {
    const unverified = await dueMember('unverified@coach.example.test', false);
    const none = await dueMember(null);
    await tick();
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails.some((m) => m.to === 'unverified@coach.example.test')).toBe(false);
    for (const { user } of [unverified, none]) {
      const [checkin] = (await settings(user.id)).filter((s) => s.kind === 'checkin');
      expect(checkin!.nextDueAt!.getTime()).toBeGreaterThan(Date.now());
    }
  });

  it('the link shows a page and changes nothing; the one-click POST stops the check-in only, once; a forged token changes nothing', async () => {
    const { user } = await dueMember('stop@coach.example.test');
    await tick();
    const mail = await smtp.waitFor('stop@coach.example.test');
    const url = new URL(/<(https:[^>]+)>/.exec(mail.raw.replace(/\r?\n[ \t]+/g, ' '))![1]!);
    const path = `${url.pathname}${url.search}`;
    const page = await t.agent().get(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Ne plus recevoir les rappels du bilan de la semaine ?');
    expect((await settings(user.id)).every((s) => s.enabled)).toBe(true);

    const forged = await t
      .agent()
      .post(`${url.pathname}?token=${'A'.repeat(43)}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(forged.status).toBe(400);
    expect((await settings(user.id)).every((s) => s.enabled)).toBe(true);

    const stop = await t.agent().post(path).type('form').send('List-Unsubscribe=One-Click');
    expect(stop.status).toBe(200);
    expect(stop.text).toContain('C’est fait');
    expect(await settings(user.id)).toEqual([
      { kind: 'access-ending', enabled: true, nextDueAt: null },
      { kind: 'checkin', enabled: false, nextDueAt: null },
    ]);
    // Reused: nothing changes, even after the member turns it back on.
    await t.sequelize.query(
      `UPDATE reminder_settings SET enabled = true WHERE user_id = $id AND kind = 'checkin'`,
      { bind: { id: user.id } },
    );
    const again = await t.agent().post(path).type('form').send('List-Unsubscribe=One-Click');
    expect(again.status).toBe(400);
    expect((await settings(user.id)).every((s) => s.enabled)).toBe(true);
  });
});
