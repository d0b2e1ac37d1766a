import type { JobDefinition, JobRunner } from '../../platform/jobs/runner';
import type { Logger } from '../../platform/logger';
import { anyStale, anyUnclassified, refreshStale, unclassifiedBatch } from './coaching.repository';
import { CLASSIFY_BATCH, classifyMessages, todayUtc } from './coaching.service';

/** The desk's daily recomputation (pg-boss queue and cron key). */
export const COACHING_REFRESH = 'coaching-refresh';

/**
 * Midnight UTC: the new day's figures before the coaches' first reads (pg-boss sends a cron job
 * within its 30 s cron check; a read before the job runs pays the recomputation itself).
 */
export const COACHING_REFRESH_CRON = '0 0 * * *';

/**
 * How long the job waits for this replica's clock to reach the new UTC day when pg-boss (which
 * follows the database's clock) starts it a little early: 15 s at most (the job's run stays far
 * inside JOBS_EXPIRE_SECONDS); a clock further behind computes its own day, and the first read
 * of the new day pays the recomputation.
 */
export function untilNewUtcDay(now = Date.now()): number {
  const wait = 86_400_000 - (now % 86_400_000);
  return wait <= 15_000 ? wait + 1 : 0;
}

/** The classification of the members' older messages by topic (pg-boss queue and cron key). */
export const COACHING_TOPICS = 'coaching-topics';

/** Every hour at 7 minutes past: what a replica without a classifier stored meanwhile. */
export const COACHING_TOPICS_CRON = '7 * * * *';

/**
 * Gives a topic to every member's message that has none (older than write-time classification),
 * batch by batch (CLASSIFY_BATCH, newest first), until none is left; returns how many.
 */
export async function classifyOldMessages(): Promise<number> {
  let done = 0;
  for (;;) {
    const batch = await classifyMessages(await unclassifiedBatch(CLASSIFY_BATCH));
    done += batch;
    if (batch < CLASSIFY_BATCH) return done;
    // Let the replica's requests run between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Brings every summary row of the desk to `today` (the rows another day's, and any a write left
 * behind), batch by batch, as the first read of the day would; returns the rows recomputed.
 */
export async function refreshDesk(today = todayUtc()): Promise<number> {
  // 1,000 batches of REFRESH_BATCH: far past any desk; a refresh stops when nothing is stale.
  return refreshStale(today, 1_000);
}

/**
 * The desk's job: a new UTC day makes every row on the desk stale (the windows move, the days
 * since grow), and the first read would recompute them all (seconds for 10,000 members); the job
 * does it ahead, so the coaches' reads stay fast. Reads that come before it (or run with it)
 * still refresh what they need (the refresh lock serialises them).
 */
export function coachingJobs(deps: { logger: Logger }): JobDefinition[] {
  return [
    {
      name: COACHING_REFRESH,
      cron: COACHING_REFRESH_CRON,
      async run() {
        const early = untilNewUtcDay();
        if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
        const started = Date.now();
        const rows = await refreshDesk();
        deps.logger.info({ rows, ms: Date.now() - started }, 'coaching desk recomputed');
      },
    },
    {
      // A member's message gets its topic when stored; this classifies the older ones ahead of
      // the member files' reads (which otherwise classify up to a batch each).
      name: COACHING_TOPICS,
      cron: COACHING_TOPICS_CRON,
      async run() {
        const started = Date.now();
        const messages = await classifyOldMessages();
        deps.logger.info({ messages, ms: Date.now() - started }, 'messages classified by topic');
      },
    },
  ];
}

/**
 * At start: when the desk's rows are behind (computed another day: the replica was down at
 * midnight, or a migration just created them), queues the job at once rather than at the next
 * midnight. Nothing behind: one index lookup, nothing queued.
 */
export async function refreshDeskIfBehind(runner: JobRunner, today = todayUtc()): Promise<boolean> {
  if (!(await anyStale(today))) return false;
  await runner.runSoon(COACHING_REFRESH);
  return true;
}

/**
 * At start: when members' messages have no topic (a migration just ran, an older replica wrote
 * some), queues the classification at once rather than at the next hour. None: one index probe.
 */
export async function classifyMessagesIfBehind(runner: JobRunner): Promise<boolean> {
  if (!(await anyUnclassified())) return false;
  await runner.runSoon(COACHING_TOPICS);
  return true;
}
