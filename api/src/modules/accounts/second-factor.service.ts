import QRCode from 'qrcode';
import type { SecondFactorState, SecondFactorStatus, TotpEnrolment } from '@zak/contract';
import type { SecondFactorConfig } from '../../platform/config/accounts';
import {
  hashRecoveryCode,
  looksLikeRecoveryCode,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  sealSecret,
  totpUri,
} from './totp';
import type { AccountDeps } from '../../platform/http/session-meta';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/app-error';
import { verifyPassword } from '../../platform/password';
import { findAccount, passwordHashOf } from './account.repository';
import {
  acceptStep,
  findTotp,
  hasSecondFactor,
  recoveryCodesLeft,
  removeSecondFactor,
  replaceRecoveryCodes,
  spendRecoveryCode,
  storePendingTotp,
} from './second-factor.repository';
import type { UserRecord } from '../members';
import { audit, type Actor } from '../audit';

/** The account's second-step lock (shared limiter store: Redis, or memory in embedded mode). */
export interface SecondFactorLock {
  lockedUntil(userId: string): Promise<number | null>;
  /** Counts a wrong code; true when this one locked the account. */
  countFailure(userId: string): Promise<boolean>;
}

type SessionStep = 'pending' | 'passed' | 'none' | undefined;

async function assertCurrentPassword(userId: string, password: string): Promise<void> {
  const stored = await passwordHashOf(userId);
  if (!stored || !(await verifyPassword(stored, password))) {
    throw new AppError(400, 'WRONG_PASSWORD', 'currentPasswordWrong');
  }
}

/** The session's second step right after the password: pending when a factor is on. */
export async function stepAtSignIn(userId: string): Promise<'pending' | 'none'> {
  return (await hasSecondFactor(userId)) ? 'pending' : 'none';
}

/** What the client is told about this session (CurrentUser.secondFactor). */
export function stateOf(step: SessionStep, admin: boolean, config: SecondFactorConfig) {
  if (step === 'passed') return 'passed' as const;
  if (step === 'pending') return 'verify' as const;
  return admin && config.requiredForAdmins ? ('enrol' as const) : ('off' as const);
}

export async function secondFactorStatus(
  user: UserRecord,
  step: SessionStep,
  admin: boolean,
  config: SecondFactorConfig,
): Promise<SecondFactorStatus> {
  const enrolled = await hasSecondFactor(user.id);
  const state: SecondFactorState = stateOf(step, admin, config);
  return {
    state,
    enrolled,
    required: admin && config.requiredForAdmins,
    recoveryCodesLeft: enrolled ? await recoveryCodesLeft(user.id) : 0,
  };
}

/** Starts an enrolment (current password): a new key, shown once. 409 when a factor is on. */
export async function startEnrolment(
  config: SecondFactorConfig,
  user: UserRecord,
  currentPassword: string,
): Promise<TotpEnrolment> {
  await assertCurrentPassword(user.id, currentPassword);
  const secret = newTotpSecret();
  if (!(await storePendingTotp(user.id, sealSecret(config, secret)))) {
    throw conflict('secondFactorAlreadyOn');
  }
  const otpauthUrl = totpUri(config, user.username, secret);
  const qrCode = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl, qrCode };
}

/** Issues ten new recovery codes (only their hashes are kept). */
async function issueRecoveryCodes(userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(userId, codes.map(hashRecoveryCode));
  return codes;
}

/**
 * Confirms the enrolment with a first code: the factor is on, ten recovery codes are returned,
 * the user's other sessions end.
 */
export async function confirmEnrolment(
  deps: AccountDeps,
  user: UserRecord,
  code: string,
  currentSid: string,
): Promise<string[]> {
  const row = await findTotp(user.id);
  if (!row) throw badRequest('secondFactorNoEnrolment');
  if (row.confirmed) throw conflict('secondFactorAlreadyOn');
  const step = matchTotp(openSecret(deps.config.secondFactor, row.secret), code, null);
  if (step === null) throw new AppError(400, 'SECOND_FACTOR_INVALID', 'secondFactorCodeWrong');
  if (!(await acceptStep(user.id, step, true))) throw conflict('secondFactorAlreadyOn');
  const codes = await issueRecoveryCodes(user.id);
  await deps.sessions.endAll(user.id, currentSid);
  return codes;
}

/**
 * Checks a 6-digit code (once per time step, one step of drift) or a recovery code (once).
 * Wrong codes count toward the lock (5 in 15 minutes lock the second step for 15 minutes, written
 * in the admin log); a locked account is refused before any check.
 */
export async function verifySecondFactor(
  deps: AccountDeps,
  lock: SecondFactorLock,
  actor: Actor,
  code: string,
): Promise<'totp' | 'recovery'> {
  const userId = actor.userId;
  if (await lock.lockedUntil(userId)) {
    throw new AppError(429, 'SECOND_FACTOR_LOCKED', 'secondFactorLocked');
  }
  const row = await findTotp(userId);
  if (!row?.confirmed) throw badRequest('secondFactorNotOn');
  let failure: AppError;
  const compact = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(compact)) {
    const secret = openSecret(deps.config.secondFactor, row.secret);
    const step = matchTotp(secret, compact, null);
    if (step !== null && (await acceptStep(userId, step, false))) return 'totp';
    failure =
      step === null
        ? new AppError(400, 'SECOND_FACTOR_INVALID', 'secondFactorCodeWrong')
        : new AppError(400, 'SECOND_FACTOR_REUSED', 'secondFactorCodeReused');
  } else {
    if (looksLikeRecoveryCode(code) && (await spendRecoveryCode(userId, hashRecoveryCode(code)))) {
      return 'recovery';
    }
    failure = new AppError(400, 'SECOND_FACTOR_INVALID', 'secondFactorCodeWrong');
  }
  if (await lock.countFailure(userId)) {
    deps.logger.warn({ userId }, 'second step locked after repeated wrong codes');
    await audit(actor, 'second_factor.locked', { userId, username: actor.username });
    throw new AppError(429, 'SECOND_FACTOR_LOCKED', 'secondFactorLocked');
  }
  throw failure;
}

/** New recovery codes (current password; the factor must be on); other sessions end. */
export async function regenerateRecoveryCodes(
  deps: AccountDeps,
  user: UserRecord,
  currentPassword: string,
  currentSid: string,
): Promise<string[]> {
  await assertCurrentPassword(user.id, currentPassword);
  if (!(await hasSecondFactor(user.id))) throw badRequest('secondFactorNotOn');
  const codes = await issueRecoveryCodes(user.id);
  await deps.sessions.endAll(user.id, currentSid);
  return codes;
}

/** A member turns the factor off (current password); administrators keep it when required. */
export async function removeOwnSecondFactor(
  deps: AccountDeps,
  user: UserRecord,
  admin: boolean,
  currentPassword: string,
  currentSid: string,
): Promise<void> {
  await assertCurrentPassword(user.id, currentPassword);
  if (admin && deps.config.secondFactor.requiredForAdmins)
    throw forbidden('secondFactorAdminsKeep');
  if (!(await removeSecondFactor(user.id))) throw badRequest('secondFactorNotOn');
  await deps.sessions.endAll(user.id, currentSid);
}

/**
 * Another administrator resets a lost factor (audited): the factor and recovery codes go, every
 * session of the user ends, and the next sign-in starts the enrolment again.
 */
export async function resetSecondFactorOf(
  deps: AccountDeps,
  actor: Actor,
  userId: string,
): Promise<void> {
  if (actor.userId === userId) throw forbidden('secondFactorResetSelf');
  const account = await findAccount(userId);
  if (!account) throw notFound('userNotFound');
  const removed = await removeSecondFactor(userId);
  const ended = await deps.sessions.endAll(userId, undefined);
  await audit(actor, 'second_factor.reset', {
    userId,
    username: account.username,
    hadFactor: removed,
    sessionsEnded: ended,
  });
}
