import { Router } from 'express';
import { accountDeps } from '../accounts/session-meta';
import type { AdminResetLink, EndedSessions, MessageResponse } from '@zak/contract';
import { say } from '../lib/lang';
import { MSG } from '../lib/messages';
import { actorOf, requireAdmin, requireUser } from '../middlewares/auth';
import { input, validate } from '../middlewares/validate';
import { issueAdminResetLink } from '../services/recovery.service';
import { resetSecondFactorOf } from '../services/second-factor.service';
import { endUserSessions } from '../services/sessions.service';
import { userParamsSchema } from '../validation/recovery.validation';

export const adminAccountsRouter = Router();

adminAccountsRouter.post(
  '/users/:id/reset-link',
  requireUser,
  requireAdmin,
  validate(userParamsSchema),
  async (req, res) => {
    const { id } = input(res, userParamsSchema, 'params');
    const link = await issueAdminResetLink(accountDeps(req), actorOf(req), id);
    const answer: AdminResetLink = { url: link.url, expiresAt: link.expiresAt.toISOString() };
    res.json(answer);
  },
);

adminAccountsRouter.post(
  '/users/:id/sessions/end',
  requireUser,
  requireAdmin,
  validate(userParamsSchema),
  async (req, res) => {
    const { id } = input(res, userParamsSchema, 'params');
    const ended = await endUserSessions(accountDeps(req), actorOf(req), id);
    const answer: EndedSessions = { message: say(req, MSG.userSessionsEnded), ended };
    res.json(answer);
  },
);

adminAccountsRouter.post(
  '/users/:id/second-factor/reset',
  requireUser,
  requireAdmin,
  validate(userParamsSchema),
  async (req, res) => {
    const { id } = input(res, userParamsSchema, 'params');
    await resetSecondFactorOf(accountDeps(req), actorOf(req), id);
    const answer: MessageResponse = { message: say(req, MSG.secondFactorResetDone) };
    res.json(answer);
  },
);
