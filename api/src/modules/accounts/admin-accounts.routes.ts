import { Router } from 'express';
import { accountDeps } from '../../platform/http/session-meta';
import type { AdminResetLink, EndedSessions, MessageResponse } from '@zak/contract';
import { say } from '../../platform/lang';
import { ACCOUNT_MSG } from './messages';
import { actorOf, requireAdmin, requireUser } from '../members';
import { input, validate } from '../../platform/http/validate';
import { issueAdminResetLink } from './recovery.service';
import { resetSecondFactorOf } from './second-factor.service';
import { endUserSessions } from './sessions.service';
import { userParamsSchema } from './recovery.validation';

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
    const answer: EndedSessions = { message: say(req, ACCOUNT_MSG.userSessionsEnded), ended };
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
    const answer: MessageResponse = { message: say(req, ACCOUNT_MSG.secondFactorResetDone) };
    res.json(answer);
  },
);
