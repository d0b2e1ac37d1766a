import { Router, type Request } from 'express';
import { accountDeps } from '../../platform/http/session-meta';
import type { EmailStatus, EndedSessions, MessageResponse } from '@zak/contract';
import { lang, say } from '../../platform/lang';
import { ACCOUNT_MSG } from './messages';
import { currentUser, requireUser } from '../members';
import { appConfig } from '../../platform/http/app-config';
import { createRateLimit } from '../../platform/http/rate-limit';
import { input, validate } from '../../platform/http/validate';
import { changeOwnEmail, emailStatus, requestEmailVerification } from './recovery.service';
import { endOtherSessions, endSession, listSessions } from './sessions.service';
import { changeEmailSchema, sessionParamsSchema } from './recovery.validation';

/** Mails sent on a member's request: per account, as password-recovery requests. */
const mailLimit = createRateLimit({
  name: 'verify-mail',
  windowMs: (c) => c.accounts.recoveryRate.windowMs,
  limit: (c) => c.accounts.recoveryRate.perAccount,
  key: (req: Request) => (req.user ? `u:${req.user.id}` : undefined),
});

export const accountSecurityRouter = Router();
accountSecurityRouter.use(requireUser);

accountSecurityRouter.get('/email', async (req, res) => {
  const account = await emailStatus(currentUser(req).id);
  const answer: EmailStatus = { email: account.email, verified: account.emailVerified };
  res.json(answer);
});

accountSecurityRouter.post('/email', mailLimit, validate(changeEmailSchema), async (req, res) => {
  const { email, currentPassword } = input(res, changeEmailSchema, 'body');
  const account = await changeOwnEmail(
    accountDeps(req),
    currentUser(req).id,
    currentPassword,
    email || null,
    lang(req),
  );
  const answer: EmailStatus & MessageResponse = {
    email: account.email,
    verified: account.emailVerified,
    message: say(req, account.email ? ACCOUNT_MSG.emailChanged : ACCOUNT_MSG.emailRemoved),
  };
  res.json(answer);
});

accountSecurityRouter.post('/email/verification', mailLimit, async (req, res) => {
  await requestEmailVerification(accountDeps(req), currentUser(req).id, lang(req));
  const answer: MessageResponse = { message: say(req, ACCOUNT_MSG.verificationSent) };
  res.json(answer);
});

accountSecurityRouter.get('/sessions', async (req, res) => {
  res.json(await listSessions(accountDeps(req), currentUser(req).id, req.sessionID));
});

accountSecurityRouter.post('/sessions/end-others', async (req, res) => {
  const ended = await endOtherSessions(accountDeps(req), currentUser(req).id, req.sessionID);
  const answer: EndedSessions = { message: say(req, ACCOUNT_MSG.otherSessionsEnded), ended };
  res.json(answer);
});

accountSecurityRouter.delete('/sessions/:id', validate(sessionParamsSchema), async (req, res) => {
  const { id } = input(res, sessionParamsSchema, 'params');
  const ended = await endSession(accountDeps(req), currentUser(req).id, id);
  // Ending this browser's own session signs it out.
  if (ended === req.sessionID) res.clearCookie(appConfig(req).cookieName, { path: '/' });
  const answer: MessageResponse = { message: say(req, ACCOUNT_MSG.sessionEnded) };
  res.json(answer);
});
