import { Router, type Request } from 'express';
import type {
  MessageResponse,
  RecoveryCodes,
  SecondFactorStatus,
  TotpEnrolment,
} from '@zak/contract';
import { countFailure, lockedUntil } from './totp';
import { accountDeps } from '../../platform/http/session-meta';
import { say } from '../../platform/lang';
import { ACCOUNT_MSG } from './messages';
import { actorOf, currentUser, signedInUser } from '../members';
import { appConfig } from '../../platform/http/app-config';
import { input, validate } from '../../platform/http/validate';
import {
  confirmEnrolment,
  regenerateRecoveryCodes,
  removeOwnSecondFactor,
  secondFactorStatus,
  startEnrolment,
  verifySecondFactor,
  type SecondFactorLock,
} from './second-factor.service';
import { isStaff } from '../members';
import { passwordConfirmationSchema, secondFactorCodeSchema } from './second-factor.validation';

/** Administrators and coaches keep the second factor when it is required (issue 36). */
const adminOf = (req: Request) => isStaff(signedInUser(req), appConfig(req));
const factorConfig = (req: Request) => appConfig(req).accounts.secondFactor;

const lockOf = (req: Request): SecondFactorLock => ({
  lockedUntil: (userId) => lockedUntil(req, userId),
  countFailure: (userId) => countFailure(req, userId),
});

/** A new session id once the second step is passed (the privilege changed), same contents. */
function passSecondStep(req: Request): Promise<void> {
  const kept = Object.entries(req.session).filter(([key]) => key !== 'cookie');
  return new Promise((resolve, reject) =>
    req.session.regenerate((err: unknown) => {
      if (err) return reject(err);
      Object.assign(req.session, Object.fromEntries(kept));
      req.session.secondFactor = 'passed';
      req.session.save((saveErr: unknown) => (saveErr ? reject(saveErr) : resolve()));
    }),
  );
}

/** Signed-in routes of the second factor: they work while the session still owes its step. */
export const secondFactorRouter = Router();
secondFactorRouter.use((req, _res, next) => {
  signedInUser(req);
  next();
});

secondFactorRouter.get('/', async (req, res) => {
  const answer: SecondFactorStatus = await secondFactorStatus(
    signedInUser(req),
    req.session.secondFactor,
    adminOf(req),
    factorConfig(req),
  );
  res.json(answer);
});

secondFactorRouter.post('/enrolment', validate(passwordConfirmationSchema), async (req, res) => {
  const { currentPassword } = input(res, passwordConfirmationSchema, 'body');
  const answer: TotpEnrolment = await startEnrolment(
    factorConfig(req),
    signedInUser(req),
    currentPassword,
  );
  res.json(answer);
});

secondFactorRouter.post(
  '/enrolment/confirm',
  validate(secondFactorCodeSchema),
  async (req, res) => {
    const { code } = input(res, secondFactorCodeSchema, 'body');
    const recoveryCodes = await confirmEnrolment(
      accountDeps(req),
      signedInUser(req),
      code.replace(/\s/g, ''),
      req.sessionID,
    );
    await passSecondStep(req);
    const answer: RecoveryCodes = {
      message: say(req, ACCOUNT_MSG.secondFactorEnabled),
      recoveryCodes,
    };
    res.json(answer);
  },
);

secondFactorRouter.post('/verify', validate(secondFactorCodeSchema), async (req, res) => {
  const { code } = input(res, secondFactorCodeSchema, 'body');
  await verifySecondFactor(accountDeps(req), lockOf(req), actorOf(req), code);
  await passSecondStep(req);
  const answer: MessageResponse = { message: say(req, ACCOUNT_MSG.secondFactorPassed) };
  res.json(answer);
});

secondFactorRouter.post(
  '/recovery-codes',
  validate(passwordConfirmationSchema),
  async (req, res) => {
    const { currentPassword } = input(res, passwordConfirmationSchema, 'body');
    const recoveryCodes = await regenerateRecoveryCodes(
      accountDeps(req),
      // A session still owing its second step is refused (403 SECOND_FACTOR_REQUIRED).
      currentUser(req),
      currentPassword,
      req.sessionID,
    );
    const answer: RecoveryCodes = {
      message: say(req, ACCOUNT_MSG.recoveryCodesRenewed),
      recoveryCodes,
    };
    res.json(answer);
  },
);

secondFactorRouter.post('/remove', validate(passwordConfirmationSchema), async (req, res) => {
  const { currentPassword } = input(res, passwordConfirmationSchema, 'body');
  await removeOwnSecondFactor(
    accountDeps(req),
    currentUser(req),
    adminOf(req),
    currentPassword,
    req.sessionID,
  );
  req.session.secondFactor = 'none';
  const answer: MessageResponse = { message: say(req, ACCOUNT_MSG.secondFactorRemoved) };
  res.json(answer);
});
