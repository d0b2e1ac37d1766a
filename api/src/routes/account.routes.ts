import { Router, type Request, type Response } from 'express';
import type { MessageResponse } from '@zak/contract';
import { say } from '../lib/lang';
import { MSG, type Msg } from '../lib/messages';
import { appConfig, currentUser, destroySession, requireUser } from '../middlewares/auth';
import { input, validate } from '../middlewares/validate';
import { changePassword, deleteAccount, exportAccount } from '../services/account.service';
import { changePasswordSchema, deleteAccountSchema } from '../validation/account.validation';

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

accountRouter.post('/change-password', validate(changePasswordSchema), async (req, res) => {
  const { currentPassword, newPassword } = input(res, changePasswordSchema, 'body');
  await changePassword(currentUser(req), currentPassword, newPassword);
  await endSession(req, res, MSG.passwordChanged);
});

accountRouter.delete('/', validate(deleteAccountSchema), async (req, res) => {
  const { password } = input(res, deleteAccountSchema, 'body');
  await deleteAccount(currentUser(req), password);
  await endSession(req, res, MSG.accountDeleted);
});
