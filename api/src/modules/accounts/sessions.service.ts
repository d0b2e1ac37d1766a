import type { AccountDeps } from '../../platform/http/session-meta';
import { sessionHandle } from '../../platform/db/session-index';
import type { AccountSession } from '@zak/contract';
import { notFound } from '../../platform/app-error';
import { findAccount } from './account.repository';
import { audit, type Actor } from '../audit';

const iso = (ms: number | undefined) => (ms ? new Date(ms).toISOString() : null);

/** The member's live sessions, the current one first, then the most recently seen. */
export async function listSessions(
  deps: AccountDeps,
  userId: string,
  currentSid: string,
): Promise<AccountSession[]> {
  const sessions = await deps.sessions.list(userId);
  return sessions
    .map(({ sid, data }) => ({
      id: sessionHandle(sid),
      current: sid === currentSid,
      userAgent: data.userAgent ?? '',
      ip: data.ip ?? '',
      createdAt: iso(data.startedAt),
      lastSeenAt: iso(data.lastSeenAt ?? data.startedAt),
    }))
    .sort(
      (a, b) =>
        Number(b.current) - Number(a.current) ||
        (b.lastSeenAt ?? '').localeCompare(a.lastSeenAt ?? ''),
    );
}

/**
 * Ends one of the member's sessions by its handle (404 when it is not theirs or has ended); returns
 * the session id ended.
 */
export async function endSession(
  deps: AccountDeps,
  userId: string,
  handle: string,
): Promise<string> {
  const sessions = await deps.sessions.list(userId);
  const target = sessions.find((s) => sessionHandle(s.sid) === handle);
  if (!target) throw notFound('sessionNotFound');
  await deps.sessions.end(userId, [target.sid]);
  return target.sid;
}

export function endOtherSessions(
  deps: AccountDeps,
  userId: string,
  currentSid: string,
): Promise<number> {
  return deps.sessions.endAll(userId, currentSid);
}

/** An administrator ends every session of a user (audited). */
export async function endUserSessions(
  deps: AccountDeps,
  actor: Actor,
  userId: string,
): Promise<number> {
  const account = await findAccount(userId);
  if (!account) throw notFound('userNotFound');
  const ended = await deps.sessions.endAll(userId, undefined);
  await audit(actor, 'user.end_sessions', { userId, username: account.username, ended });
  return ended;
}
