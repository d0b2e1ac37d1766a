import { nextWeekly } from '../../src/modules/reminders/schedule';
import { startTestApp, type TestApp } from '../support/harness';

// Issue 37: the reminder settings a member opts into, each in their own time zone. Every kind is
// listed (off until turned on); a weekly kind is next due at its weekday and time in that zone.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const KINDS = ['checkin', 'training', 'access-ending', 'coach-reply'];

describe('GET|PUT /api/account/reminders', () => {
  it('lists every kind with its defaults, to a member; 401 to a visitor', async () => {
    expect((await t.agent().get('/api/account/reminders')).status).toBe(401);
    const { agent } = await t.signedIn();
    const res = await agent.get('/api/account/reminders');
    expect(res.status).toBe(200);
    expect(res.body.reminders.map((r: { kind: string }) => r.kind)).toEqual(KINDS);
    // Off but the coach's replies to the member's own check-ins (on until turned off).
    expect(res.body.reminders.map((r: { enabled: boolean }) => r.enabled)).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect(res.body.reminders[0]).toEqual({
      kind: 'checkin',
      enabled: false,
      weekday: 0,
      time: '18:00',
      days: null,
      timeZone: 'Europe/Paris',
      nextDueAt: null,
    });
  });

  it('turns the weekly check-in on at the member’s day, hour and zone: next due in UTC; off again: none', async () => {
    const { agent } = await t.signedIn();
    const before = new Date();
    const on = await agent
      .put('/api/account/reminders/checkin')
      .send({ enabled: true, weekday: 3, time: '20:00', timeZone: 'Asia/Tokyo' });
    expect(on.status).toBe(200);
    const expected = nextWeekly(before, { weekday: 3, time: '20:00', timeZone: 'Asia/Tokyo' });
    expect(on.body).toEqual({
      kind: 'checkin',
      enabled: true,
      weekday: 3,
      time: '20:00',
      days: null,
      timeZone: 'Asia/Tokyo',
      nextDueAt: expected.toISOString(),
    });
    // Wednesday 20:00 in Tokyo is 11:00 UTC.
    expect(on.body.nextDueAt).toMatch(/T11:00:00\.000Z$/);
    const listed = (await agent.get('/api/account/reminders')).body.reminders[0];
    expect(listed).toEqual(on.body);
    // Only what is sent changes: the day and hour stay when the member switches it off.
    const off = await agent
      .put('/api/account/reminders/checkin')
      .send({ enabled: false, timeZone: 'Asia/Tokyo' });
    expect(off.body).toMatchObject({ enabled: false, weekday: 3, time: '20:00', nextDueAt: null });
  });

  it('training days take a time and no weekday; the event kinds take neither', async () => {
    const { agent } = await t.signedIn();
    const training = await agent
      .put('/api/account/reminders/training')
      .send({ enabled: true, time: '07:15', timeZone: 'Europe/Paris' });
    expect(training.status).toBe(200);
    expect(training.body).toMatchObject({ weekday: null, time: '07:15' });
    expect(new Date(training.body.nextDueAt).getTime()).toBeGreaterThan(Date.now());
    const event = await agent
      .put('/api/account/reminders/access-ending')
      .send({ enabled: true, timeZone: 'Europe/Paris' });
    expect(event.body).toMatchObject({ enabled: true, weekday: null, time: null, nextDueAt: null });
  });

  it('training days on the weekdays the member picks: next due on the first of them; null goes back to the rhythm', async () => {
    const { agent } = await t.signedIn();
    const before = new Date();
    const picked = await agent
      .put('/api/account/reminders/training')
      .send({ enabled: true, time: '18:30', days: [4, 1], timeZone: 'America/New_York' });
    expect(picked.status).toBe(200);
    expect(picked.body).toMatchObject({ days: [1, 4], time: '18:30' });
    const zone = { time: '18:30', timeZone: 'America/New_York' };
    const first = Math.min(
      nextWeekly(before, { weekday: 1, ...zone }).getTime(),
      nextWeekly(before, { weekday: 4, ...zone }).getTime(),
    );
    expect(picked.body.nextDueAt).toBe(new Date(first).toISOString());
    // Not sent: the days stay; null: the routine's rhythm again (any day at 18:30).
    const kept = await agent
      .put('/api/account/reminders/training')
      .send({ enabled: true, timeZone: 'America/New_York' });
    expect(kept.body.days).toEqual([1, 4]);
    const rhythm = await agent
      .put('/api/account/reminders/training')
      .send({ enabled: true, days: null, timeZone: 'America/New_York' });
    expect(rhythm.body.days).toBeNull();
    expect(Date.parse(rhythm.body.nextDueAt)).toBeLessThanOrEqual(first);
  });

  it.each([
    [
      'days for the check-in',
      'checkin',
      { enabled: true, days: [1], timeZone: 'UTC' },
      'Only the training-day reminder takes days',
    ],
    ['no day', 'training', { enabled: true, days: [], timeZone: 'UTC' }, 'The days must be'],
    ['day 7', 'training', { enabled: true, days: [1, 7], timeZone: 'UTC' }, 'The days must be'],
    [
      'a day twice',
      'training',
      { enabled: true, days: [2, 2], timeZone: 'UTC' },
      'The days must be',
    ],
    ['a day "1"', 'training', { enabled: true, days: ['1'], timeZone: 'UTC' }, 'The days must be'],
    [
      'days not a list',
      'training',
      { enabled: true, days: 3, timeZone: 'UTC' },
      'The days must be',
    ],
    ['no enabled', 'checkin', { timeZone: 'Europe/Paris' }, 'Say whether the reminder is on'],
    ['a string enabled', 'checkin', { enabled: 'yes', timeZone: 'UTC' }, 'Say whether'],
    ['weekday 7', 'checkin', { enabled: true, weekday: 7, timeZone: 'UTC' }, 'The day must be'],
    ['weekday "1"', 'checkin', { enabled: true, weekday: '1', timeZone: 'UTC' }, 'The day must'],
    ['time 24:00', 'checkin', { enabled: true, time: '24:00', timeZone: 'UTC' }, 'HH:MM'],
    ['time 7h30', 'training', { enabled: true, time: '7h30', timeZone: 'UTC' }, 'HH:MM'],
    ['no time zone', 'checkin', { enabled: true }, 'Unknown time zone'],
    ['an unknown zone', 'checkin', { enabled: true, timeZone: 'Mars/Olympus' }, 'Unknown time'],
    [
      'a weekday for training',
      'training',
      { enabled: true, weekday: 1, timeZone: 'UTC' },
      'takes no weekday',
    ],
    [
      'a time for an event kind',
      'coach-reply',
      { enabled: true, time: '08:00', timeZone: 'UTC' },
      'takes no day or time',
    ],
    ['an unknown field', 'checkin', { enabled: true, timeZone: 'UTC', every: 'day' }, ''],
  ])(
    'refuses %s with 400 and the message, changing nothing',
    async (_label, kind, body, message) => {
      const { agent } = await t.signedIn();
      const res = await agent
        .put(`/api/account/reminders/${kind}`)
        .set('Accept-Language', 'en')
        .send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
      const [rows] = await t.sequelize.query(
        `SELECT count(*)::int AS n FROM reminder_settings WHERE user_id = (SELECT id FROM users WHERE username = $u)`,
        { bind: { u: (await agent.get('/api/auth/user')).body.username } },
      );
      expect(rows).toEqual([{ n: 0 }]);
    },
  );

  it('answers 404 for an unknown kind, and the settings go with the account', async () => {
    const { agent, user } = await t.signedIn();
    const res = await agent
      .put('/api/account/reminders/birthday')
      .send({ enabled: true, timeZone: 'UTC' });
    expect(res.status).toBe(404);
    await agent
      .put('/api/account/reminders/checkin')
      .send({ enabled: true, weekday: 0, time: '18:00', timeZone: 'Europe/Paris' });
    expect((await agent.delete('/api/account').send({ password: user.password })).status).toBe(200);
    const [rows] = await t.sequelize.query(
      `SELECT count(*)::int AS n FROM reminder_settings WHERE user_id = $id`,
      { bind: { id: user.id } },
    );
    expect(rows).toEqual([{ n: 0 }]);
  });
});
