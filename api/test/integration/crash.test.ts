import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createTestDatabase } from '../support/harness';
import {
  afterCrash,
  BURST_PASSWORD,
  burstThenKill,
  memberWithConversation,
} from '../support/crash-burst';
import { boot } from '../embedded/boot';

describe('PostgreSQL mode: the API SIGKILLed during a burst of writes', () => {
  it('keeps every answered write exactly once, and the restarted API serves them', async () => {
    const database = await createTestDatabase();
    // The real server as a child process on its own database (sessions in memory: no REDIS_URL).
    const env = { DATABASE_URL: database.url };
    const dataDir = mkdtempSync(path.join(tmpdir(), 'zak-crash-pg-'));
    try {
      const first = await boot(dataDir, env);
      const { agent, conversationId } = await memberWithConversation(first.url, 'Crashpg');
      const { answered, unanswered } = await burstThenKill(first, agent, conversationId, {
        total: 400,
        killAfter: 250,
        parallel: 8,
      });
      expect(answered.length).toBeGreaterThanOrEqual(250);
      expect(answered.length + unanswered).toBeLessThan(400);

      const second = await boot(dataDir, env);
      try {
        expect((await request(second.url).get('/api/ready')).body).toMatchObject({
          status: 'ready',
          database: true,
        });
        const after = await afterCrash(database.url, conversationId);
        for (const content of answered)
          expect([content, after.counts.get(content)]).toEqual([content, 1]);
        expect([...after.counts.values()].every((n) => n === 1)).toBe(true);
        expect(after.counter).toBe(after.rows);

        const member = request.agent(second.url);
        expect(
          (
            await member
              .post('/api/auth/login')
              .send({ username: 'crashpg', password: BURST_PASSWORD })
          ).status,
        ).toBe(200);
        expect((await member.get('/api/conversations')).body).toEqual([
          expect.objectContaining({ id: conversationId, messageCount: after.rows }),
        ]);
      } finally {
        await second.stop();
      }
    } finally {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Two boots of the real server: most of a minute on a busy 2-core machine.
  }, 300_000);
});
