/**
 * Limits and sizes the API enforces and the front ends show or send: one source for both sides.
 * The API's joi schemas (api/src/platform/validation) are built from these numbers.
 */

/** Account roles. */
export const ROLES = ['user', 'admin', 'coach'] as const;
export type Role = (typeof ROLES)[number];

/** A new password (registration, password change): 6 to 128 characters. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

/** Usernames: 1 to 50 characters, no spaces or control characters. */
export const USERNAME_MAX_LENGTH = 50;

/** Conversation titles are cut to their first 80 characters (by code point). */
export const TITLE_LIMIT = 80;

/** Longest stored message text (characters). */
export const MESSAGE_MAX_LENGTH = 100_000;

/** Longest message sent to the AI (characters): about 2,000 tokens, inside any model's context. */
export const AI_MESSAGE_MAX_LENGTH = 8000;

/** Default page sizes of the paged lists; every `limit` is 1..MAX_PAGE_SIZE. */
export const PAGE_SIZE = {
  users: 20,
  aiLogs: 50,
  adminLogs: 50,
  conversations: 20,
} as const;
export const MAX_PAGE_SIZE = 100;

/** Site settings an administrator can change. */
export const SETTING_KEYS = [
  'ia_welcome_message',
  'ia_enabled',
  // #17: the chat's welcome message per language (the spec's ia_welcome_message is the French one).
  'ia_welcome_message_en',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

/** The chat's welcome message: one setting per language of the screen. */
export const WELCOME_MESSAGE_KEYS = {
  fr: 'ia_welcome_message',
  en: 'ia_welcome_message_en',
} as const satisfies Record<'fr' | 'en', SettingKey>;

/** Longest text setting (each welcome message), in characters. */
export const SETTING_TEXT_MAX_LENGTH = 4000;
