import { countDatabaseError } from '../metrics';

/**
 * When this process last saw the database answer, and whether a connection has failed since:
 * replicas reuse cached signed-in users (modules/members/user-cache) only while the database is known to be
 * up, so during an outage requests fail fast with 503 as they would without the cache, instead
 * of answering from memory what cannot be checked.
 */
let answeredAt = 0;

export function databaseAnswered(): void {
  answeredAt = Date.now();
}

/** A pooled connection reported an error (e.g. the server shut down): not up until it answers. */
export function databaseFailed(): void {
  countDatabaseError('connection');
  answeredAt = 0;
}

export function databaseAnsweredWithin(ms: number): boolean {
  return Date.now() - answeredAt < ms;
}
