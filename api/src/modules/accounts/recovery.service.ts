import type { AccountDeps } from '../../platform/http/session-meta';
import {
  passwordChangedMail,
  passwordResetMail,
  verifyEmailMail,
  type MailLang,
} from './mail-templates';
import { AppError, badRequest, conflict, notFound } from '../../platform/app-error';
import { hashPassword, verifyPassword } from '../../platform/password';
import {
  changeEmail,
  findAccount,
  findAccountsForRecovery,
  markEmailVerified,
  passwordHashOf,
  storePasswordHash,
  type AccountRow,
} from './account.repository';
import { issueToken, spendToken, tokenUsable } from './account-token.repository';
import { audit, type Actor } from '../audit';

export const RESET_TTL_MS = 30 * 60_000;
export const ADMIN_RESET_TTL_MS = 24 * 3600_000;
export const VERIFY_TTL_MS = 24 * 3600_000;

const resetUrl = (deps: AccountDeps, token: string) =>
  `${deps.config.publicUrl}/reset-password#token=${token}`;
const verifyUrl = (deps: AccountDeps, token: string) =>
  `${deps.config.publicUrl}/verify-email#token=${token}`;

const tokenInvalid = () => new AppError(400, 'TOKEN_INVALID', 'resetTokenInvalid');

/**
 * A recovery request (username or email). Runs after the answer was sent, so whether an account
 * matched changes neither the answer nor its timing. Only an active account with a verified email
 * gets a link (30 minutes; it cancels the account's older links).
 */
export async function sendRecoveryLinks(
  deps: AccountDeps,
  login: string,
  lang: MailLang,
): Promise<number> {
  const accounts = await findAccountsForRecovery(login);
  let sent = 0;
  for (const account of accounts) {
    if (!account.isActive || !account.emailVerified || !account.email) continue;
    const { token } = await issueToken({
      userId: account.id,
      purpose: 'reset',
      ttlMs: RESET_TTL_MS,
    });
    await deps.mailer.send(
      passwordResetMail(
        account.language ?? lang,
        account.email,
        account.username,
        resetUrl(deps, token),
      ),
    );
    sent += 1;
  }
  return sent;
}

export function resetTokenUsable(token: string): Promise<boolean> {
  return tokenUsable(token, 'reset');
}

/**
 * Spends the link, sets the new password, ends every session of the account on every replica and
 * mails a confirmation to a verified address. The member then signs in (no automatic sign-in).
 */
export async function resetPassword(
  deps: AccountDeps,
  token: string,
  password: string,
  lang: MailLang,
): Promise<AccountRow> {
  const spent = await spendToken(token, 'reset');
  if (!spent) throw tokenInvalid();
  const account = await findAccount(spent.userId);
  if (!account) throw tokenInvalid();
  await storePasswordHash(account.id, await hashPassword(password));
  await deps.sessions.endAll(account.id);
  if (account.emailVerified && account.email) {
    const mail = passwordChangedMail(account.language ?? lang, account.email, account.username);
    await deps.mailer.send(mail).catch((err: unknown) => {
      deps.logger.warn({ err }, 'password-changed mail not sent');
    });
  }
  return account;
}

/** A one-time reset link (24 h) for the administrator to pass on; audited, shown once. */
export async function issueAdminResetLink(
  deps: AccountDeps,
  actor: Actor,
  userId: string,
): Promise<{ url: string; expiresAt: Date }> {
  const account = await findAccount(userId);
  if (!account) throw notFound('userNotFound');
  const { token, expiresAt } = await issueToken({
    userId,
    purpose: 'reset',
    ttlMs: ADMIN_RESET_TTL_MS,
    createdBy: actor.userId,
  });
  await audit(actor, 'user.reset_link', {
    userId,
    username: account.username,
    expiresAt: expiresAt.toISOString(),
  });
  return { url: resetUrl(deps, token), expiresAt };
}

async function assertCurrentPassword(userId: string, password: string): Promise<void> {
  const stored = await passwordHashOf(userId);
  if (!stored || !(await verifyPassword(stored, password))) {
    throw new AppError(400, 'WRONG_PASSWORD', 'currentPasswordWrong');
  }
}

async function sendVerification(deps: AccountDeps, account: AccountRow, lang: MailLang) {
  if (!account.email) throw badRequest('emailMissing');
  const { token } = await issueToken({
    userId: account.id,
    purpose: 'verify',
    ttlMs: VERIFY_TTL_MS,
    email: account.email,
  });
  await deps.mailer.send(
    verifyEmailMail(
      account.language ?? lang,
      account.email,
      account.username,
      verifyUrl(deps, token),
    ),
  );
}

export async function emailStatus(userId: string): Promise<AccountRow> {
  const account = await findAccount(userId);
  if (!account) throw notFound('userNotFound');
  return account;
}

/** Sends a verification link (24 h) to the member's current, unverified address. */
export async function requestEmailVerification(
  deps: AccountDeps,
  userId: string,
  lang: MailLang,
): Promise<void> {
  const account = await emailStatus(userId);
  if (!account.email) throw badRequest('emailMissing');
  if (account.emailVerified) throw conflict('emailAlreadyVerified');
  await sendVerification(deps, account, lang);
}

/** A verification link to the address given at sign-up (none given: nothing to do). */
export async function verifyRegisteredEmail(
  deps: AccountDeps,
  userId: string,
  lang: MailLang,
): Promise<void> {
  const account = await emailStatus(userId);
  if (account.email && !account.emailVerified) await sendVerification(deps, account, lang);
}

export async function verifyEmail(token: string): Promise<void> {
  const spent = await spendToken(token, 'verify');
  if (!spent?.email || !(await markEmailVerified(spent.userId, spent.email))) {
    throw new AppError(400, 'TOKEN_INVALID', 'verifyTokenInvalid');
  }
}

/**
 * A new address (or none) for the member: the current password is required, and the new address
 * is unverified until the link mailed to it is followed.
 */
export async function changeOwnEmail(
  deps: AccountDeps,
  userId: string,
  currentPassword: string,
  email: string | null,
  lang: MailLang,
): Promise<AccountRow> {
  await assertCurrentPassword(userId, currentPassword);
  await changeEmail(userId, email);
  const account = await emailStatus(userId);
  if (account.email && !account.emailVerified) await sendVerification(deps, account, lang);
  return account;
}
