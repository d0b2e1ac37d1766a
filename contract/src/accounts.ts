// Account features (issue 19): password recovery, email verification, sessions. Same conventions
// as ./index.ts (ISO dates, `ErrorBody` on errors, `Accept-Language` picks the message language).

/**
 * POST /api/auth/forgot-password: a username or an email. Always 200 with the same message
 * (whether or not an account matches); 429 when rate limited (per IP and per name given).
 */
export interface ForgotPasswordRequest {
  login: string;
}

/**
 * POST /api/auth/reset-password/check `{ token }`: whether the link still works (the page asks
 * first). A POST so the token never lands in a URL or an access log.
 */
export interface ResetTokenCheck {
  valid: boolean;
}

/**
 * POST /api/auth/reset-password -> MessageResponse. 400 TOKEN_INVALID when the link was used,
 * expired or replaced. Every session of the account ends; the member signs in again.
 */
export interface ResetPasswordRequest {
  token: string;
  /** 6..128 characters. */
  password: string;
}

/** POST /api/auth/verify-email -> MessageResponse (400 TOKEN_INVALID). */
export interface VerifyEmailRequest {
  token: string;
}

/** GET /api/account/email. */
export interface EmailStatus {
  email: string | null;
  /** Only a verified address receives password-reset links. */
  verified: boolean;
}

/**
 * POST /api/account/email: a new address ('' or null removes it) -> EmailStatus & { message }.
 * 400 WRONG_PASSWORD. A verification link is mailed to the new address.
 */
export interface ChangeEmailRequest {
  email: string | null;
  currentPassword: string;
}

/** GET /api/account/sessions -> AccountSession[] (this browser's session first, `current`). */
export interface AccountSession {
  /** A handle for DELETE /api/account/sessions/:id (not the session id). */
  id: string;
  current: boolean;
  /** The browser's User-Agent at sign-in ('' when unknown). */
  userAgent: string;
  ip: string;
  createdAt: string | null;
  lastSeenAt: string | null;
}

/** POST /api/account/sessions/end-others and POST /api/admin/users/:id/sessions/end. */
export interface EndedSessions {
  message: string;
  ended: number;
}

/**
 * POST /api/admin/users/:id/reset-link: a one-time password-reset link (24 h) to pass on to the
 * member. Shown once (only its hash is stored); audited as `user.reset_link`.
 */
export interface AdminResetLink {
  url: string;
  expiresAt: string;
}
