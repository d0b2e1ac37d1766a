import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Router } from 'express';
import { simpleParser } from 'mailparser';
import type request from 'supertest';
import { adminAccountsRouter } from '../../src/modules/accounts';
import { adminRouter } from '../../src/modules/admin';
import {
  classifyMessagesIfBehind,
  COACHING_REFRESH,
  COACHING_TOPICS,
  coachingJobs,
  refreshDeskIfBehind,
} from '../../src/modules/coaching';
import { startJobs, type JobRunner } from '../../src/platform/jobs/runner';
import { createLogger } from '../../src/platform/logger';
import { CLASSIFY_BATCH } from '../../src/modules/coaching/coaching.service';
import { adminPaymentsRouter } from '../../src/modules/payments';
import { adminLegalRouter } from '../../src/modules/settings';
import { startTestApp, type SeededUser, type TestApp } from '../support/harness';
import { onOneUtcDay } from '../support/one-day';
import { signIn } from '../support/second-factor';

let t: TestApp;
let admin: request.Agent;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedIn({ role: 'admin' })).agent;
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const noon = (day: string) => `${day}T12:00:00Z`;
const sql = (query: string, bind: Record<string, unknown> = {}) =>
  t.sequelize.query(query, { bind });

interface Fixture {
  /** Days of check-ins (scores 8 unless `scores`). */
  checkIns?: string[];
  scores?: { diet: number; training: number };
  lastLogin?: string;
  /** End of the access (the administrator's grant); default none. */
  accessEnds?: string;
  goal?: 'cut' | 'bulk' | 'maintain' | 'recomp';
  weights?: Array<[string, number]>;
  /** Routine days per week (an active routine, written 60 days ago). */
  routineDays?: number;
  sessions?: string[];
}

/** A member with AI access, signed in today and checked in today unless told otherwise. */
async function member(today: string, f: Fixture = {}): Promise<SeededUser> {
  const user = await t.seedUser({
    hasIAAccess: true,
    expiresAt: f.accessEnds ? new Date(noon(f.accessEnds)) : null,
  });
  await sql(`UPDATE users SET last_login_at = $at WHERE id = $id`, {
    id: user.id,
    at: noon(f.lastLogin ?? today),
  });
  for (const day of f.checkIns ?? [today]) {
    await sql(
      `INSERT INTO check_ins (user_id, day, diet_adherence, training_adherence, sleep, energy,
         stress, hunger, notes) VALUES ($id, $day, $diet, $training, 7, 7, 4, 5, 'ok')`,
      { id: user.id, day, diet: f.scores?.diet ?? 8, training: f.scores?.training ?? 8 },
    );
  }
  if (f.goal) {
    await sql(`INSERT INTO progress_profiles (user_id, goal) VALUES ($id, $goal)`, {
      id: user.id,
      goal: f.goal,
    });
  }
  for (const [day, kg] of f.weights ?? []) {
    await sql(`INSERT INTO weight_entries (user_id, day, weight_kg) VALUES ($id, $day, $kg)`, {
      id: user.id,
      day,
      kg,
    });
  }
  if (f.routineDays) {
    const days = Array.from({ length: f.routineDays }, (_, i) => ({
      name: `Day ${i + 1}`,
      exercises: [],
    }));
    await sql(
      `INSERT INTO training_routines (user_id, name, days, active, created_at, updated_at)
       VALUES ($id, 'Plan', $days::jsonb, true, $at, $at)`,
      { id: user.id, days: JSON.stringify(days), at: noon(addDays(today, -60)) },
    );
  }
  for (const [i, day] of (f.sessions ?? []).entries()) {
    await sql(
      `INSERT INTO training_sessions (user_id, client_id, started_at, finished_at)
       VALUES ($id, $client, $at, $at)`,
      { id: user.id, client: `s${i}`, at: noon(day) },
    );
  }
  return user;
}

const flagsOf = async (id: string) => {
  const res = await admin.get(`/api/coaching/members/${id}`);
  expect(res.status).toBe(200);
  return (res.body.attention as Array<{ flag: string; since: string; rule: string }>).map(
    (a) => `${a.flag}@${a.since}`,
  );
};

/** The details of the admin log's `action` rows about one member (by their details' order). */
const auditOf = async (action: string, memberId: string) => {
  const [rows] = await sql(
    `SELECT details FROM admin_logs WHERE action = $action AND details->>'memberId' = $memberId
     ORDER BY details::text`,
    { action, memberId },
  );
  return (rows as Array<{ details: Record<string, unknown> }>).map((row) => row.details);
};

/** Three weigh-ins in each of the three 7-day windows ending today (newest first). */
const weeks = (today: string, [w0, w1, w2]: [number, number, number]) =>
  [0, 7, 14].flatMap((start, i) =>
    [0, 2, 4].map(
      (d) => [addDays(today, -(start + d)), [w0, w1, w2][i] as number] as [string, number],
    ),
  );

const range = (today: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => addDays(today, -(from + i)));

describe('the attention list: each flag at both sides of its boundary', () => {
  it('no check-in for 8 days or more', () =>
    onOneUtcDay(async (today) => {
      const raised = await member(today, { checkIns: [addDays(today, -8)] });
      const quiet = await member(today, { checkIns: [addDays(today, -7)] });
      expect(await flagsOf(raised.id)).toEqual([`no-check-in@${today}`]);
      expect(await flagsOf(quiet.id)).toEqual([]);
    }));

  it('diet or training adherence of 5 or less at the last check-in', () =>
    onOneUtcDay(async (today) => {
      const diet = await member(today, { scores: { diet: 5, training: 9 } });
      const training = await member(today, { scores: { diet: 9, training: 5 } });
      const quiet = await member(today, { scores: { diet: 6, training: 6 } });
      expect(await flagsOf(diet.id)).toEqual([`low-adherence@${today}`]);
      expect(await flagsOf(training.id)).toEqual([`low-adherence@${today}`]);
      expect(await flagsOf(quiet.id)).toEqual([]);
    }));

  it("weight rate outside the goal's range two weeks running, not one", () =>
    onOneUtcDay(async (today) => {
      // A cut expects -1 to -0.5 % a week: flat for two weeks is outside twice.
      const twice = await member(today, { goal: 'cut', weights: weeks(today, [80, 80, 80]) });
      // -0.74 % last week (inside), 0 % this week (outside): once.
      const once = await member(today, { goal: 'cut', weights: weeks(today, [80.4, 80.4, 81]) });
      // -0.62 % then -0.5 % (the range's edge, inside).
      const inside = await member(today, { goal: 'cut', weights: weeks(today, [80, 80.4, 80.9]) });
      const monday = new Date(Date.parse(`${today}T00:00:00Z`));
      monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
      expect(await flagsOf(twice.id)).toEqual([`weight-rate@${monday.toISOString().slice(0, 10)}`]);
      expect(await flagsOf(once.id)).toEqual([]);
      expect(await flagsOf(inside.id)).toEqual([]);
      const page = await admin.get('/api/coaching/roster').query({ search: once.username });
      expect(page.body.members[0]).toMatchObject({
        username: once.username,
        goal: 'cut',
        weightAverage7: 80.4,
        weeklyRatePct: 0,
        rateRange: { min: -1, max: -0.5 },
      });
    }));

  it('no session for 10 days while a routine is active', () =>
    onOneUtcDay(async (today) => {
      const raised = await member(today, { routineDays: 1, sessions: [addDays(today, -10)] });
      const quiet = await member(today, { routineDays: 1, sessions: [addDays(today, -9)] });
      const noRoutine = await member(today, { sessions: [addDays(today, -30)] });
      expect(await flagsOf(raised.id)).toContain(`no-session@${today}`);
      expect((await flagsOf(quiet.id)).filter((f) => f.startsWith('no-session'))).toEqual([]);
      expect(await flagsOf(noRoutine.id)).toEqual([]);
    }));

  it('7-day compliance down 20 points or more against 30 days', () =>
    onOneUtcDay(async (today) => {
      // A routine of 7 days a week: 4 sessions this week = 57 %; 23 in 30 days = 77 % (-20),
      // 22 = 73 % (-16).
      const week = range(today, 3, 6);
      const raised = await member(today, {
        routineDays: 7,
        sessions: [...week, ...range(today, 11, 29)],
      });
      const quiet = await member(today, {
        routineDays: 7,
        sessions: [...week, ...range(today, 12, 29)],
      });
      const rasiedFlags = await flagsOf(raised.id);
      expect(rasiedFlags.filter((f) => f.startsWith('compliance-drop'))).toHaveLength(1);
      expect((await flagsOf(quiet.id)).filter((f) => f.startsWith('compliance-drop'))).toEqual([]);
      const page = await admin.get('/api/coaching/roster').query({ search: raised.username });
      expect(page.body.members[0]).toMatchObject({ compliance7: 57, compliance30: 77 });
    }));

  it('access ending within 7 days', () =>
    onOneUtcDay(async (today) => {
      const raised = await member(today, { accessEnds: addDays(today, 7) });
      const quiet = await member(today, { accessEnds: addDays(today, 8) });
      expect(await flagsOf(raised.id)).toEqual([`access-ending@${today}`]);
      expect(await flagsOf(quiet.id)).toEqual([]);
    }));

  it('no sign-in for 14 days or more', () =>
    onOneUtcDay(async (today) => {
      const raised = await member(today, { lastLogin: addDays(today, -14) });
      const quiet = await member(today, { lastLogin: addDays(today, -13) });
      expect(await flagsOf(raised.id)).toEqual([`no-sign-in@${today}`]);
      expect(await flagsOf(quiet.id)).toEqual([]);
    }));

  it('shows each flag with its rule in French and English', () =>
    onOneUtcDay(async (today) => {
      const raised = await member(today, { lastLogin: addDays(today, -20) });
      const fr = (await admin.get('/api/coaching/attention').query({ limit: 100 })).body.items;
      const en = (
        await admin
          .get('/api/coaching/attention')
          .query({ limit: 100 })
          .set('Accept-Language', 'en')
      ).body.items;
      expect(fr.find((i: { memberId: string }) => i.memberId === raised.id)).toEqual({
        memberId: raised.id,
        username: raised.username,
        flag: 'no-sign-in',
        since: addDays(today, -6),
        rule: 'Aucune connexion depuis 14 jours ou plus',
        detail: '20 jours',
      });
      expect(en.find((i: { memberId: string }) => i.memberId === raised.id)).toMatchObject({
        rule: 'No sign-in for 14 days or more',
        detail: '20 days',
      });
    }));
});

describe('the roster', () => {
  it("follows the member's own check-ins as they add, edit and delete them", () =>
    onOneUtcDay(async (today) => {
      const m = await member(today, { checkIns: [addDays(today, -3)] });
      const own = t.agent();
      await signIn(own, m);
      const lastCheckIn = async () =>
        (await admin.get('/api/coaching/roster').query({ search: m.username })).body.members[0]
          .lastCheckIn;
      expect(await lastCheckIn()).toMatchObject({ date: addDays(today, -3), dietAdherence: 8 });
      const added = await own.post('/api/progress/checkins').send({
        date: today,
        dietAdherence: 4,
        trainingAdherence: 7,
        sleep: 6,
        energy: 6,
        stress: 5,
        hunger: 5,
        notes: '',
      });
      expect(added.status).toBe(200);
      expect(await lastCheckIn()).toMatchObject({
        id: added.body.id,
        date: today,
        dietAdherence: 4,
      });
      await own.delete(`/api/progress/checkins/${added.body.id}`).expect(200);
      expect(await lastCheckIn()).toMatchObject({ date: addDays(today, -3), dietAdherence: 8 });
    }));
});

describe('the stored summary: every write shows at the next read', () => {
  const rosterRow = async (username: string) =>
    (await admin.get('/api/coaching/roster').query({ search: username })).body.members[0];

  it('sign-ins, weigh-ins, goals, routines, sessions, accesses and usernames', () =>
    onOneUtcDay(async (today) => {
      const m = await member(today);
      expect(await rosterRow(m.username)).toMatchObject({
        weightAverage7: null,
        goal: null,
        compliance7: null,
        accessEndsAt: null,
        flags: 0,
      });
      await sql(`UPDATE users SET last_login_at = $at WHERE id = $id`, {
        id: m.id,
        at: noon(addDays(today, -15)),
      });
      expect(await flagsOf(m.id)).toEqual([`no-sign-in@${addDays(today, -1)}`]);
      for (const [day, kg] of weeks(today, [80, 81, 82]).slice(0, 3)) {
        await sql(`INSERT INTO weight_entries (user_id, day, weight_kg) VALUES ($id, $day, $kg)`, {
          id: m.id,
          day,
          kg,
        });
      }
      await sql(`INSERT INTO progress_profiles (user_id, goal) VALUES ($id, 'bulk')`, { id: m.id });
      await sql(
        `INSERT INTO training_routines (user_id, name, days, active)
         VALUES ($id, 'Plan', '[{"name":"A","exercises":[]}]'::jsonb, true)`,
        { id: m.id },
      );
      await sql(
        `INSERT INTO training_sessions (user_id, client_id, started_at, finished_at)
         VALUES ($id, 's1', $at, $at)`,
        { id: m.id, at: noon(today) },
      );
      await sql(`UPDATE users SET expires_at = $at WHERE id = $id`, {
        id: m.id,
        at: noon(addDays(today, 3)),
      });
      expect(await rosterRow(m.username)).toMatchObject({
        lastSignInAt: new Date(noon(addDays(today, -15))).toISOString(),
        weightAverage7: 80,
        goal: 'bulk',
        compliance7: 100,
        accessEndsAt: new Date(noon(addDays(today, 3))).toISOString(),
        flags: 2,
      });
      await sql(`UPDATE users SET username = $name WHERE id = $id`, {
        id: m.id,
        name: `${m.username}x`,
      });
      expect((await rosterRow(`${m.username}x`)).id).toBe(m.id);
      // Access taken away and no coach: off the desk.
      await sql(`UPDATE users SET has_ia_access = false WHERE id = $id`, { id: m.id });
      expect(await rosterRow(`${m.username}x`)).toBeUndefined();
    }));

  it("a coach's list follows the assignments; its attention list pages", () =>
    onOneUtcDay(async (today) => {
      const { agent, user: coach } = await t.signedIn({ role: 'coach' });
      const a = await member(today, { scores: { diet: 2, training: 8 } });
      const b = await member(today, { lastLogin: addDays(today, -20) });
      for (const m of [a, b]) {
        await admin
          .put(`/api/coaching/assignments/${m.id}`)
          .send({ coachId: coach.id })
          .expect(200);
      }
      const page = async (n: number) =>
        (await agent.get('/api/coaching/attention').query({ page: n, limit: 1 })).body;
      // Oldest occurrence first: b's no-sign-in (6 days ago), then a's low adherence (today).
      expect(await page(1)).toMatchObject({
        items: [{ memberId: b.id, flag: 'no-sign-in', since: addDays(today, -6) }],
        totalCount: 2,
        totalPages: 2,
      });
      expect((await page(2)).items).toMatchObject([{ memberId: a.id, flag: 'low-adherence' }]);
      await admin.put(`/api/coaching/assignments/${b.id}`).send({ coachId: null }).expect(200);
      expect(await page(1)).toMatchObject({ items: [{ memberId: a.id }], totalCount: 1 });
      const roster = await agent.get('/api/coaching/roster');
      expect(roster.body.members.map((r: { id: string }) => r.id)).toEqual([a.id]);
      expect(roster.body.members[0].coach).toEqual({ id: coach.id, username: coach.username });
    }));

  it('figures computed on another day are computed again for today', () =>
    onOneUtcDay(async (today) => {
      const m = await member(today, { lastLogin: addDays(today, -20) });
      expect(await flagsOf(m.id)).toEqual([`no-sign-in@${addDays(today, -6)}`]);
      // As if the row had been computed yesterday, before the flag was raised.
      await sql(
        `UPDATE member_coaching_summary SET day = day - 1, no_sign_in_since = NULL
         WHERE user_id = $id`,
        { id: m.id },
      );
      await sql(`DELETE FROM member_coaching_flags WHERE member_id = $id`, { id: m.id });
      expect(await flagsOf(m.id)).toEqual([`no-sign-in@${addDays(today, -6)}`]);
      const list = await admin.get('/api/coaching/attention').query({ limit: 100 });
      expect(list.body.items).toContainEqual(
        expect.objectContaining({ memberId: m.id, flag: 'no-sign-in' }),
      );
    }));
});

/**
 * `count` messages of the member's 60 days ago, stored without a topic (as before it was set on
 * write), in a new conversation, their contents taken in turn from `contents`.
 */
async function oldMessages(today: string, memberId: string, count: number, contents: string[]) {
  const [[conversation]] = (await sql(
    `INSERT INTO conversations (user_id, title) VALUES ($id, 'Old') RETURNING id`,
    { id: memberId },
  )) as [Array<{ id: string }>, unknown];
  await sql(
    `INSERT INTO messages (conversation_id, type, content, created_at)
     SELECT $conversationId, 'user', ($contents::text[])[1 + i % $n],
       $at::timestamptz - i * interval '1 second'
     FROM generate_series(1, $count) AS i`,
    {
      conversationId: conversation?.id,
      contents: contents,
      n: contents.length,
      count,
      at: noon(addDays(today, -60)),
    },
  );
}

/** Runs `body` with the desk's jobs started on the test database (pg-boss), stopped after. */
async function withDeskJobs(body: (runner: JobRunner) => Promise<void>) {
  const logger = createLogger('silent');
  const runner = await startJobs({
    databaseUrl: t.config.databaseUrl!,
    logger,
    pollingIntervalSeconds: 0.5,
    jobs: coachingJobs({ logger }),
  });
  try {
    await body(runner);
  } finally {
    await runner.stop();
  }
}

/** What `queue` answers (whether it queued `name`), once a run of `name` has completed. */
async function queuedAndDone(runner: JobRunner, name: string, queue: () => Promise<boolean>) {
  const completed = async () =>
    (await runner.stats()).find((q) => q.queue === name)?.completed ?? 0;
  const before = await completed();
  const queued = await queue();
  for (let i = 0; queued && i < 60 && (await completed()) === before; i += 1) {
    await new Promise((r) => setTimeout(r, 500));
  }
  return queued;
}

describe("the desk's jobs", () => {
  it("recomputes the rows computed another day (queued at start when behind), listed with the dashboard's jobs", () =>
    withDeskJobs(async (runner) => {
      await onOneUtcDay(async (today) => {
        const m = await member(today, { lastLogin: addDays(today, -20) });
        expect(await flagsOf(m.id)).toEqual([`no-sign-in@${addDays(today, -6)}`]);
        // As at midnight: every row on the desk computed the day before, its flags gone.
        await sql(`UPDATE member_coaching_summary SET day = day - 1, no_sign_in_since = NULL`);
        await sql(`DELETE FROM member_coaching_flags WHERE member_id = $id`, { id: m.id });
        expect(
          await queuedAndDone(runner, COACHING_REFRESH, () => refreshDeskIfBehind(runner, today)),
        ).toBe(true);
        // The job, not a read, brought the desk's rows to today: the flag row is back.
        const [rows] = await sql(
          `SELECT count(*) FILTER (WHERE day IS DISTINCT FROM $today::date)::int AS behind,
             count(*) FILTER (WHERE user_id = $id AND version = fresh_version)::int AS fresh
           FROM member_coaching_summary WHERE role = 'user' AND is_active
             AND (access_open OR access_end > now() OR coach_id IS NOT NULL)`,
          { id: m.id, today },
        );
        expect(rows).toEqual([{ behind: 0, fresh: 1 }]);
        const [flags] = await sql(
          `SELECT flag, since::text FROM member_coaching_flags WHERE member_id = $id`,
          { id: m.id },
        );
        expect(flags).toEqual([{ flag: 'no-sign-in', since: addDays(today, -6) }]);
        // Nothing behind: nothing queued.
        expect(await refreshDeskIfBehind(runner, today)).toBe(false);
      });
      const [schedule] = await sql(
        `SELECT cron, options->>'tz' AS tz FROM pgboss.schedule WHERE name = $name`,
        {
          name: COACHING_REFRESH,
        },
      );
      expect(schedule).toEqual([{ cron: '0 0 * * *', tz: 'UTC' }]);
      const jobs = await admin.get('/api/admin/jobs');
      expect(jobs.body.queues).toHaveLength(2);
      expect(jobs.body.queues).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ queue: 'coaching-refresh', failed: 0 }),
          expect.objectContaining({ queue: 'coaching-topics', failed: 0 }),
        ]),
      );
    }));

  it("classifies the members' older messages by topic ahead of the files' reads (queued at start when some have none)", () =>
    withDeskJobs(async (runner) => {
      await onOneUtcDay(async (today) => {
        const m = await member(today);
        // Rows stored before the topic was set on write: more than one batch of the job.
        await oldMessages(today, m.id, CLASSIFY_BATCH + 2, [
          'how should I sleep better',
          'combien de protéines par jour',
        ]);
        expect(
          await queuedAndDone(runner, COACHING_TOPICS, () => classifyMessagesIfBehind(runner)),
        ).toBe(true);
        // The job, not a read, classified them all.
        const [left] = await sql(
          `SELECT count(*)::int AS n FROM messages WHERE type = 'user' AND topic IS NULL`,
        );
        expect(left).toEqual([{ n: 0 }]);
        const usage = (await admin.get(`/api/coaching/members/${m.id}`).expect(200)).body.aiUsage;
        expect(usage.topics).toEqual([
          { topic: 'nutrition', messages30: 0, messagesTotal: CLASSIFY_BATCH / 2 + 1 },
          { topic: 'sleep', messages30: 0, messagesTotal: CLASSIFY_BATCH / 2 + 1 },
        ]);
        expect(usage.unclassified).toEqual({ messages30: 0, messagesTotal: 0 });
        // None left: nothing queued.
        expect(await classifyMessagesIfBehind(runner)).toBe(false);
      });
      const [schedule] = await sql(
        `SELECT cron, options->>'tz' AS tz FROM pgboss.schedule WHERE name = $name`,
        { name: COACHING_TOPICS },
      );
      expect(schedule).toEqual([{ cron: '7 * * * *', tz: 'UTC' }]);
    }));
});

describe('handled and snoozed flags', () => {
  it('a handled flag stays away for its occurrence and comes back when the condition starts again', () =>
    onOneUtcDay(async (today) => {
      const m = await member(today, { checkIns: [addDays(today, -10)] });
      const since = addDays(today, -2);
      expect(await flagsOf(m.id)).toEqual([`no-check-in@${since}`]);
      const handled = await admin
        .post(`/api/coaching/members/${m.id}/flags`)
        .send({ flag: 'no-check-in', since, state: 'handled', note: 'called her' });
      expect(handled.status).toBe(200);
      expect(handled.body.items).toEqual([]);
      expect(await flagsOf(m.id)).toEqual([]);
      // She checks in (the condition ends), then stops again: a new occurrence, raised again.
      await sql(
        `INSERT INTO check_ins (user_id, day, diet_adherence, training_adherence, sleep, energy,
           stress, hunger) VALUES ($id, $day, 8, 8, 7, 7, 4, 5)`,
        { id: m.id, day: addDays(today, -9) },
      );
      expect(await flagsOf(m.id)).toEqual([`no-check-in@${addDays(today, -1)}`]);
      expect(await auditOf('coaching.flag', m.id)).toEqual([
        {
          memberId: m.id,
          username: m.username,
          flag: 'no-check-in',
          since,
          state: 'handled',
          snoozedUntil: null,
          note: 'called her',
        },
      ]);
    }));

  it('a snoozed flag comes back when the snooze ends and the condition still holds', () =>
    onOneUtcDay(async (today) => {
      const m = await member(today, { scores: { diet: 3, training: 8 } });
      const snoozed = await admin.post(`/api/coaching/members/${m.id}/flags`).send({
        flag: 'low-adherence',
        since: today,
        state: 'snoozed',
        days: 3,
        note: 'Busy week, call on Monday',
      });
      expect(snoozed.status).toBe(200);
      expect(await flagsOf(m.id)).toEqual([]);
      expect(await auditOf('coaching.flag', m.id)).toEqual([
        {
          memberId: m.id,
          username: m.username,
          flag: 'low-adherence',
          since: today,
          state: 'snoozed',
          snoozedUntil: addDays(today, 3),
          note: 'Busy week, call on Monday',
        },
      ]);
      const [rows] = await sql(
        `SELECT to_char(snoozed_until, 'YYYY-MM-DD') AS until FROM coach_flag_states
         WHERE member_id = $id`,
        { id: m.id },
      );
      expect(rows).toEqual([{ until: addDays(today, 3) }]);
      // Three days later (the stored end moved to today, as the clock cannot be).
      await sql(`UPDATE coach_flag_states SET snoozed_until = $today WHERE member_id = $id`, {
        id: m.id,
        today,
      });
      expect(await flagsOf(m.id)).toEqual([`low-adherence@${today}`]);
    }));

  it('refuses bad flag states with a clear 4xx and changes nothing', () =>
    onOneUtcDay(async (today) => {
      const m = await member(today, { scores: { diet: 3, training: 8 } });
      const post = (body: object) =>
        admin.post(`/api/coaching/members/${m.id}/flags`).set('Accept-Language', 'en').send(body);
      const cases: Array<[object, number, string]> = [
        [{ flag: 'bored', since: today, state: 'handled' }, 400, 'Unknown flag'],
        [{ flag: 'low-adherence', since: '2026-02-30', state: 'handled' }, 400, 'since must'],
        [{ flag: 'low-adherence', since: today, state: 'gone' }, 400, 'Expected state'],
        [{ flag: 'low-adherence', since: today, state: 'snoozed' }, 400, 'A snooze lasts'],
        [{ flag: 'low-adherence', since: today, state: 'snoozed', days: 91 }, 400, 'A snooze'],
        [{ flag: 'low-adherence', since: today, state: 'handled', days: 2 }, 400, 'A snooze'],
        [{ flag: 'no-sign-in', since: today, state: 'handled' }, 409, 'not raised'],
      ];
      for (const [body, status, text] of cases) {
        const res = await post(body);
        expect([res.status, res.body.message]).toEqual([status, expect.stringContaining(text)]);
        expect(typeof res.body.code).toBe('string');
      }
      expect(await flagsOf(m.id)).toEqual([`low-adherence@${today}`]);
    }));
});

/** Every route of an Express router: method and path, from its stack. */
function routesOf(router: Router, prefix: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const layer of router.stack) {
    const route = layer.route as
      | { path: string; methods?: Record<string, boolean>; stack: Array<{ method?: string }> }
      | undefined;
    if (!route) continue;
    const methods = route.methods
      ? Object.keys(route.methods).filter((m) => route.methods?.[m])
      : route.stack.map((s) => s.method).filter((m): m is string => Boolean(m));
    for (const method of new Set(methods)) out.push([method, `${prefix}${route.path}`]);
  }
  return out;
}

describe('coaches', () => {
  async function coachWithMember(today: string) {
    const { agent, user: coach } = await t.signedIn({ role: 'coach' });
    const mine = await member(today, { scores: { diet: 2, training: 8 } });
    const other = await member(today, { scores: { diet: 2, training: 8 } });
    const res = await admin.put(`/api/coaching/assignments/${mine.id}`).send({ coachId: coach.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      memberId: mine.id,
      coach: { id: coach.id, username: coach.username },
    });
    return { agent, coach, mine, other };
  }

  it('get 403 on every /api/admin/* route, walked from the routers, and on the assignments', () =>
    onOneUtcDay(async (today) => {
      const { agent } = await coachWithMember(today);
      const routes = [
        ...routesOf(adminRouter, '/api/admin'),
        ...routesOf(adminAccountsRouter, '/api/admin'),
        ...routesOf(adminPaymentsRouter, '/api/admin/payments'),
        ...routesOf(adminLegalRouter, '/api/admin/legal'),
        ['get', '/api/coaching/coaches'],
        ['get', '/api/coaching/assignments/:id'],
        ['put', '/api/coaching/assignments/:id'],
      ] as Array<[string, string]>;
      expect(routes.length).toBeGreaterThan(20);
      const id = '00000000-0000-4000-8000-000000000000';
      for (const [method, route] of routes) {
        const url = route.replace(/:[A-Za-z]+/g, id);
        const call = agent[method as 'get' | 'post' | 'put' | 'patch' | 'delete'](url);
        const res = await (method === 'get' ? call : call.send({}));
        expect([method, route, res.status, res.body.code]).toEqual([
          method,
          route,
          403,
          'FORBIDDEN',
        ]);
      }
    }));

  it("see their own members only: 403 on another member's file, notes, flags and check-ins", () =>
    onOneUtcDay(async (today) => {
      const { agent, mine, other } = await coachWithMember(today);
      const roster = await agent.get('/api/coaching/roster');
      expect(roster.status).toBe(200);
      expect(roster.body.members.map((m: { id: string }) => m.id)).toEqual([mine.id]);
      expect(roster.body.members[0].flags).toBe(1);
      const attention = await agent.get('/api/coaching/attention');
      expect(attention.body).toMatchObject({ totalCount: 1, currentPage: 1, totalPages: 1 });
      expect(attention.body.items.map((i: { memberId: string }) => i.memberId)).toEqual([mine.id]);
      expect((await agent.get(`/api/coaching/members/${mine.id}`)).status).toBe(200);
      const [[checkIn]] = (await sql(`SELECT id FROM check_ins WHERE user_id = $id`, {
        id: other.id,
      })) as unknown as [[{ id: string }]];
      const refused = [
        await agent.get(`/api/coaching/members/${other.id}`).set('Accept-Language', 'en'),
        await agent.get(`/api/coaching/members/${other.id}/notes`),
        await agent.post(`/api/coaching/members/${other.id}/notes`).send({ body: 'x' }),
        await agent
          .post(`/api/coaching/members/${other.id}/flags`)
          .send({ flag: 'low-adherence', since: today, state: 'handled' }),
        await agent.put(`/api/coaching/checkins/${checkIn.id}/reply`).send({ body: 'hi' }),
        await agent.get('/api/coaching/members/00000000-0000-4000-8000-000000000000'),
      ];
      expect(refused.map((r) => [r.status, r.body.code])).toEqual(
        Array.from({ length: 6 }, () => [403, 'FORBIDDEN']),
      );
      expect(refused[0]?.body.message).toBe('This member is not assigned to you');
      const [notes] = await sql(
        `SELECT count(*)::int AS n FROM coach_notes WHERE member_id = $id`,
        {
          id: other.id,
        },
      );
      expect(notes).toEqual([{ n: 0 }]);
      // Administrators see every member on the desk.
      const all = await admin
        .get('/api/coaching/roster')
        .query({ limit: 100, search: other.username });
      expect(all.body.members.map((m: { id: string }) => m.id)).toEqual([other.id]);
    }));

  it('pass the second factor like administrators', async () => {
    const coach = await t.seedUser({ role: 'coach' }, { secondFactor: false });
    const agent = t.agent();
    const login = await agent
      .post('/api/auth/login')
      .send({ username: coach.username, password: coach.password });
    expect(login.body.user.secondFactor).toBe('enrol');
    const res = await agent.get('/api/coaching/roster');
    expect([res.status, res.body.code]).toEqual([403, 'SECOND_FACTOR_REQUIRED']);
    const member = await t.signedIn();
    const refused = await member.agent.get('/api/coaching/roster').set('Accept-Language', 'en');
    expect([refused.status, refused.body]).toEqual([
      403,
      { message: 'Administrators and coaches only', code: 'FORBIDDEN' },
    ]);
  });

  it('an administrator gives the coach role and assigns members (audited); bad input is refused', async () => {
    const future = await t.seedUser();
    const patch = await admin.patch(`/api/admin/users/${future.id}`).send({ role: 'coach' });
    expect([patch.status, patch.body.role]).toEqual([200, 'coach']);
    const someone = await t.seedUser({ hasIAAccess: true });
    const bad = [
      await admin.put(`/api/coaching/assignments/${someone.id}`).send({ coachId: 'nope' }),
      await admin.put(`/api/coaching/assignments/${someone.id}`).send({ coachId: someone.id }),
      await admin.put(`/api/coaching/assignments/${future.id}`).send({ coachId: future.id }),
      await admin.put(`/api/coaching/assignments/${someone.id}`).send({}),
    ];
    expect(bad.map((r) => r.status)).toEqual([400, 400, 400, 400]);
    expect(bad[1]?.body.message).toBe("Ce compte n'est pas un coach");
    await admin
      .put(`/api/coaching/assignments/${someone.id}`)
      .send({ coachId: future.id })
      .expect(200);
    // The assignment as the users tab's dialog reads it, and the member's own "your coach".
    const current = await admin.get(`/api/coaching/assignments/${someone.id}`);
    expect(current.body).toEqual({
      memberId: someone.id,
      coach: { id: future.id, username: future.username },
    });
    expect((await admin.get('/api/coaching/assignments/not-an-id')).status).toBe(400);
    const missing = await admin.get(
      '/api/coaching/assignments/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.status).toBe(404);
    const own = t.agent();
    await own
      .post('/api/auth/login')
      .send({ username: someone.username, password: someone.password });
    const mine = await own.get('/api/coaching/my-coach');
    expect([mine.status, mine.body.coach]).toEqual([
      200,
      { id: future.id, username: future.username },
    ]);
    expect((await t.agent().get('/api/coaching/my-coach')).status).toBe(401);
    const coaches = await admin.get('/api/coaching/coaches');
    expect(coaches.body.coaches).toContainEqual({
      id: future.id,
      username: future.username,
      members: 1,
    });
    await admin.put(`/api/coaching/assignments/${someone.id}`).send({ coachId: null }).expect(200);
    expect((await own.get('/api/coaching/my-coach')).body.coach).toBeNull();
    const [logs] = await sql(
      `SELECT details->>'coachId' AS coach FROM admin_logs WHERE action = 'coaching.assign'
       AND details->>'memberId' = $id ORDER BY created_at`,
      { id: someone.id },
    );
    expect(logs).toEqual([{ coach: future.id }, { coach: null }]);
  });
});

describe("the member file's AI use by topic", () => {
  it('counts the messages sent through the chat by topic over 30 days and in all, never their text', () =>
    onOneUtcDay(async (today) => {
      const m = await member(today);
      const own = t.agent();
      await signIn(own, m);
      const created = await own.post('/api/conversations').send({
        title: 'Muscle',
        firstMessage: { content: 'Fais-moi un programme pour prendre du muscle' },
      });
      expect(created.status).toBe(201);
      const conversationId = created.body.id as string;
      for (const [type, content] of [
        ['user', 'How much protein should I eat per day when cutting?'],
        ['ai', 'About 2 g per kg: sleep and protein matter'],
        ['user', 'bonjour'],
      ]) {
        await own.post('/api/messages').send({ conversationId, type, content }).expect(201);
      }
      // Each member's message got its topic in the insert that stored it; the AI's answer none.
      const [atOnce] = await sql(
        `SELECT type, topic FROM messages WHERE conversation_id = $conversationId
         ORDER BY created_at, id`,
        { conversationId },
      );
      expect(atOnce).toEqual([
        { type: 'user', topic: 'training' },
        { type: 'user', topic: 'nutrition' },
        { type: 'ai', topic: null },
        { type: 'user', topic: 'other' },
      ]);
      // Two questions about sleep 40 days ago, stored before topics were set on write (none): in
      // all, not in the last 30 days; the read classifies them (the job had not run).
      await sql(
        `INSERT INTO messages (conversation_id, type, content, created_at)
         SELECT $conversationId, 'user', 'je dors mal depuis une semaine', $at
         FROM generate_series(1, 2)`,
        { conversationId, at: noon(addDays(today, -40)) },
      );

      const file = await admin.get(`/api/coaching/members/${m.id}`).expect(200);
      expect(file.body.aiUsage).toEqual({
        messages7: 3,
        messages30: 3,
        messagesTotal: 5,
        conversations: 1,
        topics: [
          { topic: 'training', messages30: 1, messagesTotal: 1 },
          { topic: 'nutrition', messages30: 1, messagesTotal: 1 },
          { topic: 'sleep', messages30: 0, messagesTotal: 2 },
          { topic: 'other', messages30: 1, messagesTotal: 1 },
        ],
        unclassified: { messages30: 0, messagesTotal: 0 },
      });
      const text = JSON.stringify(file.body);
      for (const content of [
        'programme pour prendre',
        'protein',
        'bonjour',
        'je dors',
        'About 2 g',
      ])
        expect(text).not.toContain(content);
      // The topics are stored: the AI's answers get none.
      const [stored] = await sql(
        `SELECT count(*) FILTER (WHERE type = 'user' AND topic IS NOT NULL)::int AS users,
                count(*) FILTER (WHERE type = 'ai' AND topic IS NOT NULL)::int AS answers
         FROM messages WHERE conversation_id = $conversationId`,
        { conversationId },
      );
      expect(stored).toEqual([{ users: 5, answers: 0 }]);
    }));

  it('classifies a batch of older rows per read: the rest shows as not classified until the next reads', () =>
    onOneUtcDay(async (today) => {
      const m = await member(today);
      await oldMessages(today, m.id, CLASSIFY_BATCH + 3, ['how should I sleep better']);
      const first = (await admin.get(`/api/coaching/members/${m.id}`).expect(200)).body.aiUsage;
      expect(first.topics).toEqual([
        { topic: 'sleep', messages30: 0, messagesTotal: CLASSIFY_BATCH },
      ]);
      expect(first.unclassified).toEqual({ messages30: 0, messagesTotal: 3 });
      const next = (await admin.get(`/api/coaching/members/${m.id}`).expect(200)).body.aiUsage;
      expect(next.topics).toEqual([
        { topic: 'sleep', messages30: 0, messagesTotal: CLASSIFY_BATCH + 3 },
      ]);
      expect(next.unclassified).toEqual({ messages30: 0, messagesTotal: 0 });
    }));
});

describe('notes and replies', () => {
  it("private notes: written, edited, deleted, never in the member's own answers", () =>
    onOneUtcDay(async (today) => {
      const m = await member(today);
      const created = await admin
        .post(`/api/coaching/members/${m.id}/notes`)
        .send({ body: 'Knee pain in March' });
      expect(created.status).toBe(201);
      const edited = await admin
        .put(`/api/coaching/members/${m.id}/notes/${created.body.id}`)
        .send({ body: 'Knee pain in March, fine now' });
      expect(edited.body.body).toBe('Knee pain in March, fine now');
      expect(
        (await admin.post(`/api/coaching/members/${m.id}/notes`).send({ body: ' ' })).status,
      ).toBe(400);
      const file = await admin.get(`/api/coaching/members/${m.id}`);
      expect(file.body.notes.map((n: { body: string }) => n.body)).toEqual([
        'Knee pain in March, fine now',
      ]);
      const own = t.agent();
      await signIn(own, m);
      const mine = JSON.stringify([
        (await own.get('/api/progress/checkins')).body,
        (await own.get('/api/account/export')).body,
      ]);
      expect(mine).not.toContain('Knee pain');
      await admin.delete(`/api/coaching/members/${m.id}/notes/${created.body.id}`).expect(200);
      expect(
        (await admin.delete(`/api/coaching/members/${m.id}/notes/${created.body.id}`)).status,
      ).toBe(404);
      // Audited without the note's text (private to the desk): who, whose file, what changed.
      expect(await auditOf('coaching.note', m.id)).toEqual(
        ['create', 'delete', 'update'].map((change) => ({
          memberId: m.id,
          username: m.username,
          noteId: created.body.id,
          change,
        })),
      );
    }));

  it("a reply reaches the member's check-ins and the outbox in their language, unless coach mails are off", () =>
    onOneUtcDay(async (today) => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'zak-coach-outbox-'));
      const app = await t.variant({ DATA_DIR: dataDir, PUBLIC_URL: 'https://zak.test' });
      try {
        const coach = await t.seedUser({ role: 'coach' });
        const coachAgent = app.agent();
        await signIn(coachAgent, coach);
        const reply = async (m: SeededUser, body: string) => {
          await admin
            .put(`/api/coaching/assignments/${m.id}`)
            .send({ coachId: coach.id })
            .expect(200);
          const [[checkIn]] = (await sql(`SELECT id FROM check_ins WHERE user_id = $id`, {
            id: m.id,
          })) as unknown as [[{ id: string }]];
          return {
            checkIn,
            res: await coachAgent.put(`/api/coaching/checkins/${checkIn.id}/reply`).send({ body }),
          };
        };
        const en = await member(today);
        await sql(
          `UPDATE users SET email = $email, verified_email = $email, language = 'en' WHERE id = $id`,
          { id: en.id, email: `${en.username}@example.test` },
        );
        const { checkIn, res } = await reply(en, 'Great week, keep the steps up.');
        expect(res.status).toBe(201);
        const own = t.agent();
        await signIn(own, en);
        const entries = (await own.get('/api/progress/checkins')).body.entries;
        expect(entries).toEqual([
          expect.objectContaining({
            id: checkIn.id,
            date: today,
            reply: expect.objectContaining({
              body: 'Great week, keep the steps up.',
              coach: coach.username,
            }),
          }),
        ]);
        const files = await readdir(path.join(dataDir, 'outbox'));
        expect(files).toHaveLength(1);
        const mail = await simpleParser(
          await readFile(path.join(dataDir, 'outbox', files[0] as string)),
        );
        expect(mail.subject).toBe('Zak Coaching: your coach answered your check-in');
        expect(mail.text).toContain('Great week, keep the steps up.');
        expect(mail.text).toContain('https://zak.test/account');

        // Turned off: the reply is stored and shown, no mail.
        const off = await member(today);
        await sql(`UPDATE users SET email = $email, verified_email = $email WHERE id = $id`, {
          id: off.id,
          email: `${off.username}@example.test`,
        });
        await sql(
          `INSERT INTO reminder_settings (user_id, kind, enabled, time_zone)
           VALUES ($id, 'coach-reply', false, 'Europe/Paris')`,
          { id: off.id },
        );
        expect((await reply(off, 'Bonne semaine.')).res.status).toBe(201);
        expect(await readdir(path.join(dataDir, 'outbox'))).toHaveLength(1);
        const [audits] = await sql(
          `SELECT count(*)::int AS n FROM admin_logs WHERE action = 'coaching.reply'
           AND admin_user_id = $coach`,
          { coach: coach.id },
        );
        expect(audits).toEqual([{ n: 2 }]);
        expect(await auditOf('coaching.reply', en.id)).toEqual([
          {
            memberId: en.id,
            username: en.username,
            checkInId: checkIn.id,
            date: today,
            change: 'create',
            body: 'Great week, keep the steps up.',
          },
        ]);
        const empty = await coachAgent
          .put(`/api/coaching/checkins/${checkIn.id}/reply`)
          .set('Accept-Language', 'en')
          .send({ body: '' });
        expect([empty.status, empty.body.message]).toEqual([
          400,
          'The reply is required and at most 4000 characters long',
        ]);
      } finally {
        await app.close();
        await rm(dataDir, { recursive: true, force: true });
      }
    }));
});
