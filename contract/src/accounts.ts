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

// ---------------------------------------------------------------- second factor (TOTP)

/**
 * Where this session stands with the second step (GET /api/auth/user `secondFactor`, and the
 * login answer): `verify` = a factor is enrolled, ask for a code; `enrol` = an administrator
 * without a factor (required): show the enrolment; `passed`; `off` = not enrolled, not required.
 * Until `verify` or `enrol` is done, /api/admin/* answers 403 `SECOND_FACTOR_REQUIRED` (and with
 * `verify`, every signed-in route does).
 */
export type SecondFactorState = 'verify' | 'enrol' | 'passed' | 'off';

/** GET /api/auth/second-factor. */
export interface SecondFactorStatus {
  state: SecondFactorState;
  enrolled: boolean;
  /** Required for this account (administrators, unless the trial setting says optional). */
  required: boolean;
  recoveryCodesLeft: number;
}

/** POST /api/auth/second-factor/enrolment, /recovery-codes and /remove: the current password. */
export interface PasswordConfirmation {
  currentPassword: string;
}

/**
 * POST /api/auth/second-factor/enrolment: a new key to add to an authenticator app, shown once
 * (never returned again). 409 when a factor is already on.
 */
export interface TotpEnrolment {
  /** Base32 key, for typing into the app. */
  secret: string;
  /** otpauth:// URI (what the QR code holds). */
  otpauthUrl: string;
  /** The QR code as a PNG data URL. */
  qrCode: string;
}

/**
 * POST /api/auth/second-factor/enrolment/confirm `{ code }` -> RecoveryCodes (the factor is on,
 * this session has passed it, the user's other sessions end). POST /recovery-codes -> the same.
 */
export interface RecoveryCodes {
  message: string;
  /** Ten single-use codes, shown once (only their hashes are stored). */
  recoveryCodes: string[];
}

/**
 * POST /api/auth/second-factor/verify `{ code }`: a 6-digit code or a recovery code ->
 * MessageResponse. 400 SECOND_FACTOR_INVALID (wrong), SECOND_FACTOR_REUSED (a code already
 * accepted), 429 SECOND_FACTOR_LOCKED (5 wrong codes in 15 minutes lock it for 15 minutes).
 */
export interface SecondFactorCode {
  code: string;
}
