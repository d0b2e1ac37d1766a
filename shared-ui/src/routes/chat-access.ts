// Why the chat sent a signed-in member to the sign-in screen. The chat (mfe-chat) keeps the spec's
// redirect to /auth and names the reason in the query (`/auth?acces=pending`); the sign-in screen
// (mfe-marketing) reads it back, accepting only this list, and explains it.

/** `pending`: no AI access yet. `expired`: the access (subscription or grant) has ended. */
export const CHAT_ACCESS_REASONS = ['pending', 'expired'] as const;
export type ChatAccessReason = (typeof CHAT_ACCESS_REASONS)[number];

/** The query parameter of /auth that carries the reason. */
export const CHAT_ACCESS_PARAM = 'acces';

/** The reason a member has no access: an access that ended, otherwise one never granted. */
export function chatAccessReason(access: { state: 'active' | 'ended' | 'none' }): ChatAccessReason {
  return access.state === 'ended' ? 'expired' : 'pending';
}

/** /auth, with the reason when there is one (a signed-in member without access). */
export function authPathFor(reason: ChatAccessReason | null): string {
  return reason ? `/auth?${CHAT_ACCESS_PARAM}=${reason}` : '/auth';
}

/** The reason named in a query string, or null for anything else (absent, unknown, repeated). */
export function readChatAccessReason(params: URLSearchParams): ChatAccessReason | null {
  const values = params.getAll(CHAT_ACCESS_PARAM);
  const [value] = values;
  return values.length === 1 && (CHAT_ACCESS_REASONS as readonly string[]).includes(value ?? '')
    ? (value as ChatAccessReason)
    : null;
}
