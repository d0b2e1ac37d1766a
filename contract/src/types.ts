/**
 * The API contract: request and response shapes of every endpoint, types only.
 * Front ends and the API import these with `import type { CurrentUser } from '@zak/contract'`.
 *
 * Conventions:
 * - Every date is an ISO 8601 string (UTC), e.g. "2026-11-21T21:30:00.000Z".
 * - Every error answers `ErrorBody` with a 4xx/5xx status; `message` is safe to show to the user.
 *   Messages are French by default and English when the request prefers it
 *   (`Accept-Language: en`): send the UI language in that header.
 * - 401 = not signed in (or the session ended: deactivated, expired), 403 = signed in but not allowed,
 *   429 = rate limited, 503 = a dependency is down or the AI is switched off: retry later.
 * - Every request sends the session cookie (`credentials: 'include'` / same origin).
 * - Writes (POST, PATCH, PUT, DELETE) must send `Content-Type: application/json` when they have a
 *   body and must come from the site's own origin (CSRF check: 403 otherwise, 415 for non-JSON).
 */

import type { Role, SettingKey } from './constants';
import type { AccessSource, AccessState } from './payments';
import type { ProgressExport } from './progress';
import type { TrainingExport } from './training';

// ---------------------------------------------------------------- common

/** Body of every error answer. */
export interface ErrorBody {
  message: string;
  /** Stable machine-readable code, e.g. "VALIDATION", "UNAUTHENTICATED", "FORBIDDEN", "NOT_FOUND". */
  code?: string;
  /** The request body's field a 400 VALIDATION refused (e.g. "email"), for a form to show it there. */
  field?: string;
}

/** Simple acknowledgement returned by writes that have nothing else to say. */
export interface MessageResponse {
  message: string;
}

/** Message author as stored: the member ('user') or the assistant ('ai'). */
export type MessageType = 'user' | 'ai';

export interface Paged {
  totalCount: number;
  /** 1-based. */
  currentPage: number;
  totalPages: number;
}

// ---------------------------------------------------------------- auth

/** GET /api/auth/user (401 when anonymous). Never contains the password. */
export interface CurrentUser {
  id: string;
  username: string;
  email: string | null;
  role: Role;
  /** Account flag set by an administrator. */
  hasIAAccess: boolean;
  isActive: boolean;
  lastLoginAt: string | null;
  createdAt: string;
  /** End of AI access; null = no end. */
  expiresAt: string | null;
  /**
   * Effective AI access now, from every source: the administrator's grant (hasIAAccess && expiresAt
   * null or in the future) or a paid entitlement not past its end. Use this to gate the chat.
   */
  aiAccess: boolean;
  /** The AI access's state and where it comes from (the dashboard's AI card). */
  access: AccessState;
  /** The shop's page with this member's signed reference (a payment there grants access). */
  subscribeUrl: string;
  /** Effective admin rights (role admin, plus the server's optional ADMIN_USERNAMES allow-list). */
  isAdmin: boolean;
  /**
   * This session's second step (GET /api/auth/user and login only; see SecondFactorState in
   * ./accounts): `verify` or `enrol` until done.
   */
  secondFactor?: 'verify' | 'enrol' | 'passed' | 'off';
  /**
   * When the member confirmed being 18 or over and accepted the terms and the privacy policy
   * (at sign-up, or at the first sign-in after this was introduced); null: not yet, and the
   * member area asks before anything else (POST /api/account/consent).
   */
  termsAcceptedAt: string | null;
  /**
   * The administrator changed the terms since the member accepted them and asked members to
   * accept them again: the member area asks again, as for a member who never answered.
   */
  termsChanged: boolean;
}

/** POST /api/auth/login. 401 "Nom d'utilisateur ou mot de passe incorrect." / 403 inactive / 429. */
export interface LoginRequest {
  username: string;
  password: string;
}
export interface LoginResponse {
  message: string;
  user: CurrentUser;
}

/**
 * POST /api/auth/register (does not log in). 400 with the spec's messages, 409 when the username
 * is taken, 429 when rate limited. New accounts have no AI access until an administrator grants it.
 */
export interface RegisterRequest {
  username: string;
  password: string;
  /** Optional; a verification link is mailed to it at once. */
  email?: string;
  /**
   * The sign-up form's two boxes: 18 or over, and the terms and privacy policy accepted. Both
   * true or both absent (a client without them: the member is asked at sign-in); false is a 400.
   */
  adult?: boolean;
  acceptTerms?: boolean;
}

/** POST /api/account/consent -> LoginResponse (message and the user, termsAcceptedAt set). */
export interface ConsentRequest {
  adult: true;
  acceptTerms: true;
}
export interface RegisterResponse {
  message: string;
  user: CurrentUser;
}

/** POST /api/auth/logout -> MessageResponse (session destroyed, cookie cleared). */
export type LogoutResponse = MessageResponse;

// ---------------------------------------------------------------- conversations and messages

/** GET /api/conversations: newest update first. */
export interface ConversationSummary {
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
  messageCount: number;
}

/**
 * GET /api/conversations?q=&limit=&cursor=: search (titles and message text, a substring ignoring
 * case and accents: "créatine" finds "Creatine") and keyset paging. Without q/limit/cursor the answer is the plain
 * `ConversationSummary[]`; with limit or cursor it is this page shape. `limit` 1..100 (default 20).
 */
export interface ConversationPage {
  items: ConversationSummary[];
  /** Pass as `cursor` to get the next page; null when this is the last page. */
  nextCursor: string | null;
}

export interface ConversationListQuery {
  q?: string;
  limit?: number;
  cursor?: string;
}

/**
 * A clarifying chip under an answer: the offline coach was not sure which subject was meant and
 * offers this one; tapping it sends `message` as the member's next message.
 */
export interface ChatSuggestion {
  label: string;
  message: string;
}

/** One message in a conversation detail. */
export interface ConversationMessage {
  id: string;
  /** 'user' for the member, 'assistant' for everything else. */
  role: 'user' | 'assistant';
  content: string;
  /** Creation time (ISO). */
  ts: string;
  tokens: number;
  /** The answer's clarifying chips; null when it has none (model answers never do). */
  suggestions: ChatSuggestion[] | null;
}

/** GET /api/conversations/{id} (404 when missing or not yours). Messages oldest first. */
export interface ConversationDetail {
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
  messages: ConversationMessage[];
}

/** POST /api/conversations. title 1..N characters, cut to TITLE_LIMIT (80) by the server. */
export interface CreateConversationRequest {
  title: string;
  firstMessage?: { role: 'user'; content: string };
}
export interface CreateConversationResponse {
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
  /** The stored first message's id, when the request had one. */
  firstMessageId?: string;
}

/**
 * POST /api/conversations/{id}/replace: the chat's edit and regenerate removed `fromMessageId` and
 * every later message from the screen; the server marks them replaced (never shown, searched,
 * counted or sent to the coach again; kept in the administrators' AI logs). 404
 * `conversationNotFound` when the conversation is missing or not yours, 404 `messageNotFound` when
 * the message is not in it. A message already replaced changes nothing (`replaced: 0`).
 */
export interface ReplaceMessagesRequest {
  fromMessageId: string;
}
export interface ReplaceMessagesResponse {
  /** How many messages were marked replaced. */
  replaced: number;
}

/** DELETE /api/conversations/{id} and DELETE /api/conversations. */
export interface DeleteConversationsResponse {
  message: string;
  deleted: number;
}

/** POST /api/messages (404 when the conversation is missing or not yours). Bumps the conversation's updatedAt. */
export interface CreateMessageRequest {
  conversationId: string;
  type: MessageType;
  content: string;
  /** Counted with the server's tokenizer when omitted. */
  tokens?: number;
  /** An AI reply's clarifying chips, as /api/ai/chat returned them (1..3; AI replies only). */
  suggestions?: ChatSuggestion[];
}
export interface MessageRecord {
  id: string;
  conversationId: string;
  type: MessageType;
  content: string;
  tokens: number;
  createdAt: string;
  /** An AI reply's clarifying chips; null when it has none. */
  suggestions: ChatSuggestion[] | null;
  /** In the account export only: when an edit or a regenerate in the chat replaced it. */
  replacedAt?: string;
}

// ---------------------------------------------------------------- AI

/**
 * POST /api/ai/chat. 401 anonymous; 403 without AI access (or expired); 503 when the
 * administrator switched AI off; 429 when rate limited.
 */
export interface AiChatSettings {
  personality?: string;
  responseSpeed?: string;
  language?: 'fr' | 'en';
  [key: string]: unknown;
}
export interface AiChatRequest {
  message: string;
  settings?: AiChatSettings;
  /** Optional: lets the engine read the conversation's recent messages. */
  conversationId?: string;
  /** The member's "structured responses" setting: markdown headings/lists/tables, or paragraphs. */
  structuredResponses?: boolean;
}
export interface AiTokenUsage {
  prompt: number;
  completion: number;
}
export interface AiChatResponse {
  response: string;
  tokens: AiTokenUsage;
  /**
   * Present when the configured model failed (timeout, 5xx, unreachable) and the offline coach
   * answered instead: `reason` is the model error's code (AI_TIMEOUT, AI_UNAVAILABLE...).
   */
  meta?: { fallback: 'offline'; reason: string };
  /**
   * The offline coach was not sure which subject was asked: its answer says so and these are the
   * likely subjects, to show as chips under it (and to send back with the saved reply).
   */
  suggestions?: ChatSuggestion[];
}
/** Server-Sent Events of POST /api/ai/chat with `Accept: text/event-stream`. */
export type AiChatStreamEvent =
  | { event: 'delta'; data: { delta: string } }
  | { event: 'done'; data: AiChatResponse }
  | { event: 'error'; data: { message: string; code?: string; status?: number } };

// ---------------------------------------------------------------- settings

/** GET /api/settings/public (anyone): what the chat screen needs. */
export interface PublicSettings {
  /**
   * The welcome message in the request's language (`Accept-Language`): that language's text, else
   * the other language's when it is empty; null when both are empty (the chat's own default then).
   */
  welcomeMessage: string | null;
  iaEnabled: boolean;
}

/** GET /api/admin/settings -> SiteSetting[]. */
export interface SiteSetting {
  key: SettingKey;
  value: string | boolean;
  updatedAt: string;
  updatedBy: string | null;
}

/** POST /api/admin/settings -> SiteSetting[] (the whole list after the change). */
export type UpdateSettingRequest =
  | { key: 'ia_welcome_message'; value: string }
  | { key: 'ia_enabled'; value: boolean }
  | { key: 'ia_welcome_message_en'; value: string };

// ---------------------------------------------------------------- admin

/** A user as the admin panel sees it (never the password). */
export interface AdminUser {
  id: string;
  username: string;
  email: string | null;
  role: Role;
  hasIAAccess: boolean;
  isActive: boolean;
  lastLoginAt: string | null;
  createdAt: string;
  expiresAt: string | null;
  aiAccess: boolean;
  /** The source granting AI access now (null: none). */
  accessSource: AccessSource | null;
}

/** GET /api/admin/dashboard. */
export interface AdminDashboard {
  usersCount: number;
  iaStats: {
    /** Every stored message (member and AI). */
    totalMessages: number;
    totalTokens: number;
    /** Distinct users who wrote a message in the last 30 days. */
    activeUsers: number;
  };
  /** The 10 newest registrations. */
  recentUsers: AdminUser[];
}

/**
 * GET /api/admin/users and GET /api/admin/users/export (CSV, same filters, no paging).
 * page >= 1 (1), limit 1..100 (20), search = case-insensitive substring of username or email.
 * status 'pending' = active users without AI access, newest first.
 */
export interface AdminUsersQuery {
  page?: number;
  limit?: number;
  search?: string;
  role?: 'all' | Role;
  status?: 'all' | 'active' | 'inactive' | 'pending';
}
export interface AdminUserList extends Paged {
  users: AdminUser[];
}

/**
 * PATCH /api/admin/users/{id} -> AdminUser. Only these fields. email '' or null = no email.
 * 409 when the username is taken; 403 when demoting the last admin.
 */
export interface AdminUserUpdate {
  username?: string;
  email?: string | null;
  role?: Role;
  hasIAAccess?: boolean;
  expiresAt?: string | null;
}

/** PATCH /api/admin/users/{id}/status -> AdminUser. 403 for administrators. Deactivation ends the user's sessions. */
export interface AdminUserStatusUpdate {
  isActive: boolean;
}

/** DELETE /api/admin/users/{id} -> MessageResponse. 403 for administrators. */

/**
 * GET /api/admin/ia-logs and GET /api/admin/ia-logs/export (CSV "ia-logs.csv", same filters).
 * Both CSV exports name their columns in the request's language (`Accept-Language`) and write dates
 * in UTC as that language's spreadsheets read them: fr `25/11/2026 14:05:09`, en `2026-11-25 14:05:09`.
 * page >= 1, limit 1..100 (50); userId or username; from/to ISO dates (inclusive bounds on createdAt).
 */
export interface AiLogsQuery {
  page?: number;
  limit?: number;
  userId?: string;
  username?: string;
  from?: string;
  to?: string;
}
export interface AiLogEntry {
  id: string;
  createdAt: string;
  userId: string;
  username: string;
  conversationId: string;
  conversationTitle: string;
  type: MessageType;
  tokens: number;
  content: string;
  /**
   * Only when the member's edit or regenerate in the chat replaced this message (ISO): it is gone
   * from the member's conversation, kept here as the record of what the AI produced.
   */
  replacedAt?: string;
}
export interface AiLogList extends Paged {
  logs: AiLogEntry[];
}

/** GET /api/admin/logs: page >= 1, limit 1..100 (50). Newest first. */
export interface AdminLogsQuery {
  page?: number;
  limit?: number;
}
export interface AdminLogEntry {
  id: string;
  createdAt: string;
  /** null: written by a payment provider's event (webhook), not an administrator. */
  adminUserId: string | null;
  /** Username of the admin who acted (null if that account was since deleted, or a webhook). */
  adminUsername: string | null;
  action: string;
  details: Record<string, unknown>;
  ipAddress: string | null;
  userAgent: string | null;
}
export interface AdminLogList extends Paged {
  logs: AdminLogEntry[];
}

/** Actions written to admin_logs. */
export type AdminAction =
  | 'user.update'
  | 'user.status'
  | 'user.delete'
  | 'setting.update'
  | 'admin.change_password'
  | 'ia_logs.export'
  | 'users.export'
  | 'user.reset_link'
  | 'user.end_sessions'
  | 'second_factor.reset'
  | 'second_factor.locked'
  | 'payment.applied'
  | 'payment.attach'
  | 'job.retry'
  | 'coaching.assign'
  | 'coaching.flag'
  | 'coaching.note'
  | 'coaching.reply'
  | 'legal.terms_renewal';

/** POST /api/admin/change-password and POST /api/account/change-password -> MessageResponse. */
export interface ChangePasswordRequest {
  currentPassword: string;
  /** PASSWORD_MIN_LENGTH..PASSWORD_MAX_LENGTH (6..128) characters. */
  newPassword: string;
}

/** GET /api/admin/stats/daily?days=30 (1..366): one entry per day, oldest first, every day present. */
export interface DailyStat {
  /** YYYY-MM-DD (UTC). */
  date: string;
  messages: number;
  tokens: number;
  registrations: number;
}

// ---------------------------------------------------------------- account (GDPR)

/** GET /api/account/export: JSON download (Content-Disposition attachment). */
export interface AccountExport {
  exportedAt: string;
  account: Omit<CurrentUser, 'aiAccess' | 'isAdmin' | 'access' | 'subscribeUrl'>;
  conversations: Array<{
    id: string;
    title: string;
    createdAt: string;
    updatedAt: string;
    messages: Array<Omit<MessageRecord, 'conversationId'>>;
  }>;
  /** The progress tracker's data (also as CSV: GET /api/progress/export.csv). */
  progress: ProgressExport;
  training: TrainingExport;
}

/** POST /api/account/change-password: ChangePasswordRequest -> MessageResponse; ends the session. */

/** DELETE /api/account: erases the account and all its data; 403 for administrators; ends the session. */
export interface DeleteAccountRequest {
  password: string;
}

// ---------------------------------------------------------------- probes

/** GET /api/health: the process is alive. */
export interface HealthResponse {
  status: 'ok';
}

/** GET /api/ready: 200 when the database and the session store answer, 503 otherwise. */
export interface ReadyResponse {
  status: 'ready' | 'unavailable';
  database: boolean;
  sessionStore: boolean;
}
export * from './accounts';
