import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { runningEmbeddedUrl } from '../../src/platform/db/embedded';
import {
  afterCrash,
  BURST_PASSWORD,
  burstThenKill,
  memberWithConversation,
} from '../support/crash-burst';
import { boot } from './boot';

describe('embedded mode: SIGKILL during a burst of writes', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zak-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every answered write exactly once, and the data folder opens and reads whole', async () => {
    const first = await boot(dataDir);
    const { agent, conversationId } = await memberWithConversation(first.url, 'Crashtest');
    const { answered, unanswered } = await burstThenKill(first, agent, conversationId, {
      total: 400,
      killAfter: 250,
      parallel: 8,
    });
    expect(answered.length).toBeGreaterThanOrEqual(250);
    expect(answered.length + unanswered).toBeLessThan(400);

    // The same folder, as `npm start` after a crash: the stale claim file names a dead process.
    const second = await boot(dataDir);
    try {
      expect((await request(second.url).get('/api/ready')).body).toMatchObject({
        status: 'ready',
        database: true,
      });
      const databaseUrl = runningEmbeddedUrl(path.join(dataDir, 'pglite'));
      expect(databaseUrl).toMatch(/^postgres:\/\//);
      const after = await afterCrash(databaseUrl ?? '', conversationId);
      for (const content of answered)
        expect([content, after.counts.get(content)]).toEqual([content, 1]);
      expect([...after.counts.values()].every((n) => n === 1)).toBe(true);
      // Nothing half-written: the counter the trigger keeps matches the rows.
      expect(after.counter).toBe(after.rows);
      expect(after.tables).toEqual(expect.arrayContaining(['messages', 'users', 'conversations']));

      // The member signs in again (sessions were in memory) and reads the conversation.
      const member = request.agent(second.url);
      expect(
        (
          await member
            .post('/api/auth/login')
            .send({ username: 'crashtest', password: BURST_PASSWORD })
        ).status,
      ).toBe(200);
      const conversations = (await member.get('/api/conversations')).body as Array<{
        id: string;
        messageCount: number;
      }>;
      expect(conversations).toEqual([
        expect.objectContaining({ id: conversationId, messageCount: after.rows }),
      ]);
    } finally {
      await second.stop();
    }
    // Two boots of the real server: 118 s alone at load 20, past 300 s beside the drill at load 27.
  }, 600_000);
});
