import type { AccountsConfig } from '../../src/platform/config/accounts';
import { createLogger } from '../../src/platform/logger';
import { createMailer } from '../../src/platform/mail/mailer';
import { REMINDERS_TICK, reminderJobs, sendDueReminders } from '../../src/modules/reminders';
import { deliverReminder, occurrenceMessageId } from '../../src/modules/reminders/send';
import { startJobs, type JobRunner } from '../../src/platform/jobs/runner';
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

const reminderJobsState = async (userId: string) =>
  (
    await t.sequelize.query(
      `SELECT kind, outcome FROM reminder_sends WHERE user_id = $id ORDER BY kind, due_at`,
      { bind: { id: userId } },
    )
  )[0] as Array<{ kind: string; outcome: string | null }>;

/** The outcome once recorded: the mail reaches the SMTP server before the job writes 'sent'. */
const recordedState = async (userId: string) => {
  let state = await reminderJobsState(userId);
  for (let i = 0; i < 50 && state.some((s) => s.outcome === null); i += 1) {
    await new Promise((r) => setTimeout(r, 100));
    state = await reminderJobsState(userId);
  }
  return state;
};

describe('sending reminders', () => {
  it('sends a due check-in reminder once, even with three ticks at once and one later; moves it a week on', async () => {
    const { user } = await dueMember('once@coach.example.test');
    const results = await Promise.all([tick(), tick(), tick()]);
    expect(results.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await reminderJobsState(user.id)).toEqual([{ kind: 'checkin', outcome: 'sent' }]);
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
    expect(mail.messageId).toMatch(/^<reminder\.[0-9a-f]{32}@coach\.example\.test>$/);
    const [checkin] = (await settings(user.id)).filter((s) => s.kind === 'checkin');
    expect(checkin!.nextDueAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it('an attempt that died is taken over after its time, not before; a mail sent again is the same message (Message-ID)', async () => {
    const to = 'takeover@coach.example.test';
    const { user } = await dueMember(to);
    await tick();
    const first = await smtp.waitFor(to);
    const [row] = (
      await t.sequelize.query(
        `SELECT due_at AS "dueAt" FROM reminder_sends WHERE user_id = $id AND kind = 'checkin'`,
        { bind: { id: user.id } },
      )
    )[0] as Array<{ dueAt: Date }>;
    const occurrence = {
      userId: user.id,
      kind: 'checkin' as const,
      dueAt: new Date(row!.dueAt).toISOString(),
    };
    // As a replica killed after the server accepted the mail, before it wrote 'sent': the row is
    // held by an attempt that never finishes.
    const heldSince = async (seconds: number) =>
      t.sequelize.query(
        `UPDATE reminder_sends SET outcome = NULL, delivered_at = NULL,
                delivering_at = now() - make_interval(secs => $seconds)
          WHERE user_id = $id AND kind = 'checkin'`,
        { bind: { id: user.id, seconds } },
      );
    const deps = { mailer: mailer(), publicUrl: 'https://coach.example.test', attemptSeconds: 60 };
    await heldSince(10);
    expect(await deliverReminder(occurrence, deps)).toBe('done');
    await heldSince(61);
    expect(await deliverReminder(occurrence, deps)).toBe('sent');
    const second = await smtp.waitFor(to, 2);
    expect(first.messageId).toBe(occurrenceMessageId(occurrence, 'https://coach.example.test'));
    expect(second.messageId).toBe(first.messageId);
    expect(await reminderJobsState(user.id)).toEqual([{ kind: 'checkin', outcome: 'sent' }]);
    expect(await deliverReminder(occurrence, deps)).toBe('done');
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
      expect(await reminderJobsState(user.id)).toEqual([
        { kind: 'checkin', outcome: 'unverified' },
      ]);
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

describe('the job runner (pg-boss) on several replicas', () => {
  const runners: JobRunner[] = [];
  const start = async () => {
    const runner = await startJobs({
      databaseUrl: t.config.databaseUrl!,
      logger,
      pollingIntervalSeconds: 0.5,
      jobs: reminderJobs({ mailer: mailer(), publicUrl: 'https://coach.example.test', logger }),
    });
    runners.push(runner);
    return runner;
  };
  afterAll(async () => {
    for (const runner of runners) await runner.stop().catch(() => undefined);
  });

  it('three replicas running the schedule mail a due reminder once; with one stopped as it starts the tick, still once', async () => {
    const [a, b, c] = [await start(), await start(), await start()];
    const { user } = await dueMember('replicas@coach.example.test');
    // Every replica asks for a tick at once (as a member's save or the minute's cron would).
    await Promise.all([
      a!.runSoon(REMINDERS_TICK),
      b!.runSoon(REMINDERS_TICK),
      c!.runSoon(REMINDERS_TICK),
    ]);
    await smtp.waitFor('replicas@coach.example.test');
    await new Promise((r) => setTimeout(r, 1000));
    expect(smtp.mails.filter((m) => m.to === 'replicas@coach.example.test')).toHaveLength(1);

    const second = await dueMember('killed@coach.example.test');
    await a!.runSoon(REMINDERS_TICK);
    await a!.stop(); // the replica that asked goes away at once
    await b!.runSoon(REMINDERS_TICK); // the next tick, on a replica still running
    await smtp.waitFor('killed@coach.example.test');
    await new Promise((r) => setTimeout(r, 1000));
    expect(smtp.mails.filter((m) => m.to === 'killed@coach.example.test')).toHaveLength(1);
    expect(await recordedState(second.user.id)).toEqual([{ kind: 'checkin', outcome: 'sent' }]);
    expect(await recordedState(user.id)).toEqual([{ kind: 'checkin', outcome: 'sent' }]);
    const stats = await b!.stats();
    expect(stats.map((q) => q.queue)).toEqual(['reminders-tick', 'reminder-mail']);
    expect(stats.every((q) => q.failed === 0)).toBe(true);
  });

  it('a mail that keeps failing is retried, then listed as failed; the retry button sends it once', async () => {
    let failing = true;
    const real = mailer();
    const flaky = {
      ...real,
      send: async (message: Parameters<typeof real.send>[0]) => {
        if (failing) throw new Error('SMTP down');
        return real.send(message);
      },
    };
    const runner = await startJobs({
      databaseUrl: t.config.databaseUrl!,
      logger,
      pollingIntervalSeconds: 0.5,
      // One retry, at once (the default is five, with backoff from 10 s).
      retry: { retryLimit: 1, retryDelay: 0, retryBackoff: false },
      jobs: reminderJobs({ mailer: flaky, publicUrl: 'https://coach.example.test', logger }),
    });
    runners.push(runner);
    for (const other of runners.slice(0, -1)) await other.stop().catch(() => undefined);
    const { user } = await dueMember('flaky@coach.example.test');
    await runner.runSoon(REMINDERS_TICK);
    let failed = await runner.failed();
    // Up to 80 s: a tick asked for while a 'soon' tick of an earlier replica is still open is
    // merged into it (runSoon's singleton key), and the next minute's cron tick then claims the
    // reminder (one CI run on a loaded machine waited past 30 s here).
    for (let i = 0; i < 160 && failed.length === 0; i += 1) {
      await new Promise((r) => setTimeout(r, 500));
      failed = await runner.failed();
    }
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ queue: 'reminder-mail', error: 'SMTP down', retries: 1 });
    expect(await reminderJobsState(user.id)).toEqual([{ kind: 'checkin', outcome: null }]);
    expect(smtp.mails.some((m) => m.to === 'flaky@coach.example.test')).toBe(false);

    failing = false;
    // The administrator sees it on the dashboard's jobs card and retries it (audited).
    const { agent: admin } = await t.signedIn({ role: 'admin' });
    const jobs = await admin.get('/api/admin/jobs');
    expect(jobs.status).toBe(200);
    expect(jobs.body.running).toBe(true);
    expect(jobs.body.failed).toEqual([
      expect.objectContaining({ id: failed[0]!.id, queue: 'reminder-mail', error: 'SMTP down' }),
    ]);
    expect(jobs.body.queues).toEqual([
      expect.objectContaining({ queue: 'reminders-tick', failed: 0 }),
      expect.objectContaining({ queue: 'reminder-mail', failed: 1 }),
    ]);
    const { agent: member } = await t.signedIn();
    expect((await member.get('/api/admin/jobs')).status).toBe(403);
    expect((await member.post(`/api/admin/jobs/${failed[0]!.id}/retry`)).status).toBe(403);
    const bad = await admin.post('/api/admin/jobs/not-an-id/retry');
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION']);
    const unknown = await admin.post('/api/admin/jobs/00000000-0000-4000-8000-000000000000/retry');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
    const retried = await admin.post(`/api/admin/jobs/${failed[0]!.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body.message).toBe('Le job est relancé');
    const logs = await admin.get('/api/admin/logs').query({ action: 'job.retry' });
    expect(logs.body.logs).toEqual([
      expect.objectContaining({
        action: 'job.retry',
        details: expect.objectContaining({ id: failed[0]!.id, queue: 'reminder-mail' }),
      }),
    ]);
    await smtp.waitFor('flaky@coach.example.test');
    expect(await recordedState(user.id)).toEqual([{ kind: 'checkin', outcome: 'sent' }]);
    expect(await runner.failed()).toEqual([]);
  });
});

describe('training days and access ending', () => {
  async function member(
    email: string,
    kind: 'training' | 'access-ending',
    days: number[] | null = null,
  ) {
    const { agent, user } = await t.signedIn();
    await t.sequelize.query(
      `UPDATE users SET email = $email, verified_email = $email WHERE id = $id`,
      {
        bind: { email, id: user.id },
      },
    );
    const res = await agent
      .put(`/api/account/reminders/${kind}`)
      .send(
        kind === 'training'
          ? { enabled: true, time: '07:30', days, timeZone: 'Europe/Paris' }
          : { enabled: true, timeZone: 'Europe/Paris' },
      );
    expect(res.status).toBe(200);
    return { agent, user };
  }
  const routine = (userId: string) =>
    t.sequelize.query(
      `INSERT INTO training_routines (user_id, name, days, active) VALUES ($id, 'PPL', $days, true)`,
      {
        bind: {
          id: userId,
          days: JSON.stringify([
            { name: 'Push', exercises: [{}, {}, {}] },
            { name: 'Pull', exercises: [{}, {}] },
            { name: 'Legs', exercises: [{}] },
          ]),
        },
      },
    );
  const dueNow = (userId: string) =>
    t.sequelize.query(
      `UPDATE reminder_settings SET next_due_at = now() - interval '1 minute' WHERE user_id = $id AND kind = 'training'`,
      { bind: { id: userId } },
    );

  it('a training day mails the routine day due; a member who trained yesterday on a 3-day routine, or has no routine, gets nothing', async () => {
    const due = await member('train@coach.example.test', 'training');
    await routine(due.user.id);
    await t.sequelize.query(
      `INSERT INTO training_sessions (user_id, client_id, routine_id, day_index, started_at)
       SELECT $id, 'c1', id, 0, now() - interval '3 days' FROM training_routines WHERE user_id = $id`,
      { bind: { id: due.user.id } },
    );
    const rested = await member('rested@coach.example.test', 'training');
    await routine(rested.user.id);
    await t.sequelize.query(
      `INSERT INTO training_sessions (user_id, client_id, day_index, started_at) VALUES ($id, 'c1', 0, now() - interval '1 day')`,
      { bind: { id: rested.user.id } },
    );
    const none = await member('noroutine@coach.example.test', 'training');
    for (const m of [due, rested, none]) await dueNow(m.user.id);
    await tick();
    const mail = await smtp.waitFor('train@coach.example.test');
    expect(mail.subject).toBe('Séance du jour : Pull');
    expect(mail.text).toContain(
      'Aujourd’hui, ton programme « PPL » prévoit la séance Pull (2 exercices).',
    );
    expect(await reminderJobsState(rested.user.id)).toEqual([
      { kind: 'training', outcome: 'not-due' },
    ]);
    expect(await reminderJobsState(none.user.id)).toEqual([
      { kind: 'training', outcome: 'not-due' },
    ]);
    expect(
      smtp.mails.some((m) =>
        ['rested@coach.example.test', 'noroutine@coach.example.test'].includes(m.to),
      ),
    ).toBe(false);
  });

  it('on the days the member picked, mails whatever the rhythm says (the routine day next, or the day alone), unless they trained today; moves on to the next picked day', async () => {
    const everyDay = [0, 1, 2, 3, 4, 5, 6];
    // Trained yesterday on a 3-day routine: the rhythm says rest, the member's days say train.
    const picked = await member('picked@coach.example.test', 'training', everyDay);
    await routine(picked.user.id);
    await t.sequelize.query(
      `INSERT INTO training_sessions (user_id, client_id, routine_id, day_index, started_at)
       SELECT $id, 'c1', id, 0, now() - interval '1 day' FROM training_routines WHERE user_id = $id`,
      { bind: { id: picked.user.id } },
    );
    const bare = await member('bare@coach.example.test', 'training', everyDay);
    const done = await member('done@coach.example.test', 'training', everyDay);
    await t.sequelize.query(
      `INSERT INTO training_sessions (user_id, client_id, day_index, started_at) VALUES ($id, 'c1', 0, now())`,
      { bind: { id: done.user.id } },
    );
    for (const m of [picked, bare, done]) await dueNow(m.user.id);
    await tick();
    const mail = await smtp.waitFor('picked@coach.example.test');
    expect(mail.subject).toBe('Séance du jour : Pull');
    const alone = await smtp.waitFor('bare@coach.example.test');
    expect(alone.subject).toBe('C’est un de tes jours d’entraînement');
    expect(alone.text).toContain('Aujourd’hui est un des jours d’entraînement que tu as choisis.');
    expect(await reminderJobsState(done.user.id)).toEqual([
      { kind: 'training', outcome: 'not-due' },
    ]);
    expect(smtp.mails.some((m) => m.to === 'done@coach.example.test')).toBe(false);
    // The next occurrence is the next picked day at 07:30 in Paris: tomorrow, as every day is.
    const [[row]] = (await t.sequelize.query(
      `SELECT next_due_at AS "nextDueAt", days FROM reminder_settings
        WHERE user_id = $id AND kind = 'training'`,
      { bind: { id: picked.user.id } },
    )) as [[{ nextDueAt: Date; days: number[] }], unknown];
    expect(row.days).toEqual(everyDay);
    expect(row.nextDueAt.getTime()).toBeGreaterThan(Date.now());
    expect(row.nextDueAt.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
  });

  it('access ending: mailed once three days before an end that will not renew; not for a renewing or a later end', async () => {
    const ending = await member('ending@coach.example.test', 'access-ending');
    const later = await member('later@coach.example.test', 'access-ending');
    const renewing = await member('renewing@coach.example.test', 'access-ending');
    await t.sequelize.query(
      `UPDATE users SET has_ia_access = true, expires_at = now() + interval '2 days' WHERE id = $id`,
      { bind: { id: ending.user.id } },
    );
    await t.sequelize.query(
      `UPDATE users SET has_ia_access = true, expires_at = now() + interval '5 days' WHERE id = $id`,
      { bind: { id: later.user.id } },
    );
    await t.sequelize.query(
      `INSERT INTO entitlements (user_id, source, status, period_end, renewing)
       VALUES ($id, 'stripe', 'active', now() + interval '2 days', true)`,
      { bind: { id: renewing.user.id } },
    );
    await tick();
    await tick();
    const mail = await smtp.waitFor('ending@coach.example.test');
    expect(mail.subject).toBe('Ton accès au coach IA se termine dans 3 jours');
    expect(mail.text).toMatch(/se termine le \d{1,2} \S+ \d{4}/);
    expect(smtp.mails.filter((m) => m.to === 'ending@coach.example.test')).toHaveLength(1);
    expect(
      smtp.mails.some((m) =>
        ['later@coach.example.test', 'renewing@coach.example.test'].includes(m.to),
      ),
    ).toBe(false);
  });
});
