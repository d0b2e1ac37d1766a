import { ApiError } from 'shared-ui';

/**
 * The body field a 400 answer refused and the server's message for it (`{ message, code, field }`,
 * see ErrorBody), so a form shows it on that field; null for any other failure.
 */
export function refusedField(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.serverMessage) return null;
  try {
    const body = JSON.parse(error.bodyText) as { field?: unknown } | null;
    return typeof body?.field === 'string'
      ? { field: body.field, message: error.serverMessage }
      : null;
  } catch {
    return null;
  }
}

/**
 * The server's message for a refused request (4xx: a flag no longer raised, a member not assigned
 * to this coach), in the reader's language; `fallback` for any other failure.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.serverMessage
    ? error.serverMessage
    : fallback;
}
