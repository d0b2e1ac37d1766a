// The training log's outbox: every write of the logging screen is kept first (IndexedDB), then
// sent. Sending is idempotent end to end: a session is created by its clientId (POST answers the
// same session again), a set is upserted by its clientId (PUT .../sets), so a batch sent twice
// after a lost answer is stored once. One flush runs at a time; a write during it runs another.
import {
  TRAINING_LIMITS,
  type LoggedSetInput,
  type StartedSession,
  type TrainingSession,
} from '@zak/contract';
import { ApiError, apiGet, apiSend } from 'shared-ui';
import type { OutboxOp, OutboxSession, OutboxStore, RefusedSet } from './types';

export const SESSIONS_PATH = '/api/training/sessions';

type NewOp = OutboxOp extends infer O ? (O extends OutboxOp ? Omit<O, 'rev'> : never) : never;

let lastRev = 0;
/** Increasing revisions, so removing a sent op never removes a newer write of the same set. */
const nextRev = () => (lastRev = Math.max(Date.now(), lastRev + 1));

/**
 * Answers that sending again cannot change: 409 (a set's id is already in another session) and
 * 400 (a set the API does not accept, e.g. its exercise was deleted since). Anything else
 * (offline, 5xx, 429, a lost sign-in) is tried again later.
 */
const refusedForGood = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 400 || error.status === 409);

const isRefused = (op: OutboxOp): op is RefusedSet => op.kind === 'set' && !!op.refused;

/** The routine's day may be gone by the time an offline session is sent: then it is kept alone. */
const dayGone = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 404);

async function createSession(session: OutboxSession): Promise<string> {
  if (session.routineId !== null && session.dayIndex !== null) {
    try {
      const started = await apiSend<StartedSession>('POST', `${SESSIONS_PATH}/start`, {
        routineId: session.routineId,
        dayIndex: session.dayIndex,
        clientId: session.clientId,
      });
      return started.session.id;
    } catch (error) {
      if (!dayGone(error)) throw error;
    }
  }
  const created = await apiSend<TrainingSession>('POST', SESSIONS_PATH, {
    clientId: session.clientId,
    startedAt: session.startedAt,
  });
  return created.id;
}

export class Outbox {
  private readonly listeners = new Set<() => void>();
  private waiting: OutboxOp[] = [];
  private refusedSets: RefusedSet[] = [];
  private flushing: Promise<void> | null = null;
  private again = false;

  constructor(private readonly store: OutboxStore) {
    void this.refresh();
  }

  /** Ops not yet acknowledged by the API (as last read from the store), refused ones aside. */
  get pending(): readonly OutboxOp[] {
    return this.waiting;
  }

  /** Sets the API refused for good: never sent again, kept until the member discards them. */
  get refused(): readonly RefusedSet[] {
    return this.refusedSets;
  }

  /** Forgets a refused set (the member copied it, or does not want it). */
  async discard(op: RefusedSet): Promise<void> {
    await this.store.remove(op.key, op.rev);
    await this.refresh();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Records a session so its sets can create it on the API later. */
  async track(session: OutboxSession): Promise<void> {
    const known = await this.store.session(session.clientId);
    await this.store.putSession({
      ...session,
      serverId: session.serverId ?? known?.serverId ?? null,
    });
  }

  /** The API's id of a session, once it is known (null while it was never sent). */
  async serverIdOf(clientId: string): Promise<string | null> {
    return (await this.store.session(clientId))?.serverId ?? null;
  }

  /** Keeps the write, then tries to send everything waiting. */
  async enqueue(op: NewOp): Promise<void> {
    await this.store.put({ ...op, rev: nextRev() } as OutboxOp);
    await this.refresh();
    void this.flush();
  }

  /** Sends what waits; resolves when this pass ended (sent, or failed and kept for later). */
  flush(): Promise<void> {
    if (this.flushing) {
      this.again = true;
      return this.flushing;
    }
    this.flushing = (async () => {
      do {
        this.again = false;
        await this.sendAll();
      } while (this.again);
    })().finally(() => {
      this.flushing = null;
      void this.refresh();
    });
    return this.flushing;
  }

  private async refresh() {
    try {
      const all = await this.store.all();
      this.waiting = all.filter((op) => !isRefused(op));
      const refused = all.filter(isRefused);
      const same =
        refused.length === this.refusedSets.length &&
        refused.every((op, i) => op.rev === this.refusedSets[i]?.rev);
      if (!same) this.refusedSets = refused;
    } catch {
      return; // the count shown stays the last one read
    }
    for (const listener of this.listeners) listener();
  }

  private async sendAll() {
    const ops = await this.store.all().catch((): OutboxOp[] => []);
    const sessions = [...new Set(ops.map((op) => op.session))];
    for (const clientId of sessions) {
      try {
        await this.sendSession(
          clientId,
          ops.filter((op) => op.session === clientId),
        );
      } catch {
        // Offline, or the API failed: everything stays in the store for the next pass.
      }
    }
  }

  private async ensureServerId(clientId: string): Promise<string | null> {
    const session = await this.store.session(clientId);
    if (!session) return null;
    if (session.serverId) return session.serverId;
    const serverId = await createSession(session);
    await this.store.putSession({ ...session, serverId });
    return serverId;
  }

  /**
   * Sends a batch of sets. When the API refuses the batch for good, each set is sent alone, so
   * only the sets it refuses are set aside (with its message), never the others with them.
   */
  private async sendSets(path: string, batch: Array<Extract<OutboxOp, { kind: 'set' }>>) {
    try {
      const sets: LoggedSetInput[] = batch.map((op) => op.set);
      await apiSend<TrainingSession>('PUT', `${path}/sets`, { sets });
      for (const op of batch) await this.store.remove(op.key, op.rev);
    } catch (error) {
      if (!refusedForGood(error)) throw error;
      if (batch.length > 1) {
        for (const op of batch) await this.sendSets(path, [op]);
        return;
      }
      const [op] = batch;
      // Kept as refused only while it is still this write (an edit since is sent as it is).
      const current = (await this.store.all()).find((o) => o.key === op?.key);
      if (!op || current?.rev !== op.rev) return;
      await this.store.put({
        ...op,
        refused: {
          status: error.status,
          message: error.serverMessage ?? '',
          at: new Date().toISOString(),
        },
      });
    }
  }

  private async sendSession(clientId: string, ops: OutboxOp[]) {
    const id = await this.ensureServerId(clientId);
    if (!id) return;
    const path = `${SESSIONS_PATH}/${encodeURIComponent(id)}`;
    const upserts = ops.flatMap((op) => (op.kind === 'set' && !op.refused ? [op] : []));
    upserts.sort((a, b) => a.set.position - b.set.position);
    for (let i = 0; i < upserts.length; i += TRAINING_LIMITS.setsPerSessionMax) {
      await this.sendSets(path, upserts.slice(i, i + TRAINING_LIMITS.setsPerSessionMax));
    }
    const removals = ops.filter((op) => op.kind === 'unset');
    if (removals.length > 0) {
      const stored = await apiGet<TrainingSession>(path);
      for (const op of removals) {
        const set = stored.sets.find((s) => s.clientId === op.key);
        if (set) await apiSend('DELETE', `${path}/sets/${encodeURIComponent(set.id)}`);
        await this.store.remove(op.key, op.rev);
      }
    }
    for (const op of ops) {
      if (op.kind !== 'finish') continue;
      await apiSend<TrainingSession>('PATCH', path, { finishedAt: op.finishedAt, notes: op.notes });
      await this.store.remove(op.key, op.rev);
    }
  }
}
