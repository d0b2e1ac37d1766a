import { Router, type Request, type Response } from 'express';
import type { LoginResponse, MessageResponse } from '@zak/contract';
import { say } from '../../platform/lang';
import { type Msg } from '../../platform/messages';
import { ACCOUNT_MSG } from './messages';
import { MEMBERS_MSG } from '../members';
import { currentUser, requireUser, toCurrentUser } from '../members';
import { appConfig } from '../../platform/http/app-config';
import { destroySession } from '../../platform/http/session';
import { input, validate } from '../../platform/http/validate';
import { changePassword, deleteAccount, exportAccount } from './account.service';
import { changePasswordSchema, deleteAccountSchema } from './account.validation';
import { recordConsent } from './auth.service';
import { consentSchema } from './auth.validation';

async function endSession(req: Request, res: Response, msg: Msg): Promise<void> {
  await destroySession(req);
  res.clearCookie(appConfig(req).cookieName, { path: '/' });
  const answer: MessageResponse = { message: say(req, msg) };
  res.json(answer);
}

export const accountRouter = Router();
accountRouter.use(requireUser);

accountRouter.get('/export', async (req, res) => {
  const data = await exportAccount(currentUser(req));
  res.set({
    'Content-Disposition': 'attachment; filename=zak-coaching-account.json',
    'Cache-Control': 'no-store',
  });
  res.json(data);
});

/** The 18+ confirmation and the terms, asked once of a member who signed up without them. */
accountRouter.post('/consent', validate(consentSchema), async (req, res) => {
  input(res, consentSchema, 'body');
  const user = await recordConsent(currentUser(req).id);
  const answer: LoginResponse = {
    message: say(req, ACCOUNT_MSG.consentRecorded),
    user: toCurrentUser(user, appConfig(req)),
  };
  res.json(answer);
});

accountRouter.post('/change-password', validate(changePasswordSchema), async (req, res) => {
  const { currentPassword, newPassword } = input(res, changePasswordSchema, 'body');
  await changePassword(currentUser(req), currentPassword, newPassword);
  await endSession(req, res, MEMBERS_MSG.passwordChanged);
});

accountRouter.delete('/', validate(deleteAccountSchema), async (req, res) => {
  const { password } = input(res, deleteAccountSchema, 'body');
  await deleteAccount(currentUser(req), password);
  await endSession(req, res, ACCOUNT_MSG.accountDeleted);
});
