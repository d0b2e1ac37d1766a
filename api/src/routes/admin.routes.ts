import { Router } from 'express';
import type {
  AdminLogsQuery,
  AdminUserStatusUpdate,
  AdminUserUpdate,
  AdminUsersQuery,
  AiLogsQuery,
  ChangePasswordRequest,
  MessageResponse,
  UpdateSettingRequest,
} from '../contract';
import { say } from '../lib/lang';
import { MSG } from '../lib/messages';
import { requireAdmin, requireUser } from '../middlewares/auth';
import { input, validate } from '../middlewares/validate';
import {
  adminLogs,
  changeOwnPassword,
  changeSetting,
  daily,
  dashboard,
  editUser,
  iaLogs,
  removeUser,
  setStatus,
  settings,
  users,
} from '../services/admin.service';
import { actorOf, audit } from '../services/audit.service';
import { streamIaLogsCsv, streamUsersCsv } from '../services/export.service';
import {
  adminLogsQuerySchema,
  changePasswordSchema,
  dailyStatsSchema,
  iaLogsQuerySchema,
  settingUpdateSchema,
  userIdSchema,
  userStatusSchema,
  userUpdateSchema,
  usersQuerySchema,
} from '../validation/admin.validation';

type UsersQuery = Required<Pick<AdminUsersQuery, 'page' | 'limit'>> & AdminUsersQuery;
type LogsQuery = Required<Pick<AiLogsQuery, 'page' | 'limit'>> &
  Omit<AiLogsQuery, 'from' | 'to'> & {
    from?: Date;
    to?: Date;
  };

export const adminRouter = Router();
adminRouter.use(requireUser, requireAdmin);

adminRouter.get('/dashboard', async (_req, res) => {
  res.json(await dashboard());
});

adminRouter.get('/users', validate(usersQuerySchema), async (_req, res) => {
  const { page, limit, ...filters } = input<UsersQuery>(res, 'query');
  res.json(await users(filters, page, limit));
});

adminRouter.get('/users/export', validate(usersQuerySchema), async (req, res) => {
  const { page: _page, limit: _limit, ...filters } = input<UsersQuery>(res, 'query');
  await audit(actorOf(req), 'users.export', { filters });
  await streamUsersCsv(res, filters);
});

adminRouter.patch('/users/:id', validate(userUpdateSchema), async (req, res) => {
  const { id } = input<{ id: string }>(res, 'params');
  res.json(await editUser(actorOf(req), id, input<AdminUserUpdate>(res, 'body')));
});

adminRouter.patch('/users/:id/status', validate(userStatusSchema), async (req, res) => {
  const { id } = input<{ id: string }>(res, 'params');
  const { isActive } = input<AdminUserStatusUpdate>(res, 'body');
  res.json(await setStatus(actorOf(req), id, isActive));
});

adminRouter.delete('/users/:id', validate(userIdSchema), async (req, res) => {
  const { id } = input<{ id: string }>(res, 'params');
  await removeUser(actorOf(req), id);
  const answer: MessageResponse = { message: say(req, MSG.userDeleted) };
  res.json(answer);
});

adminRouter.get('/ia-logs', validate(iaLogsQuerySchema), async (_req, res) => {
  const { page, limit, ...filters } = input<LogsQuery>(res, 'query');
  res.json(await iaLogs(filters, page, limit));
});

adminRouter.get('/ia-logs/export', validate(iaLogsQuerySchema), async (req, res) => {
  const { page: _page, limit: _limit, ...filters } = input<LogsQuery>(res, 'query');
  await audit(actorOf(req), 'ia_logs.export', { filters });
  await streamIaLogsCsv(res, filters);
});

adminRouter.get('/logs', validate(adminLogsQuerySchema), async (_req, res) => {
  const { page, limit } = input<Required<AdminLogsQuery>>(res, 'query');
  res.json(await adminLogs(page, limit));
});

adminRouter.get('/settings', async (_req, res) => {
  res.json(await settings());
});

adminRouter.post('/settings', validate(settingUpdateSchema), async (req, res) => {
  const { key, value } = input<UpdateSettingRequest>(res, 'body');
  res.json(await changeSetting(actorOf(req), key, value));
});

adminRouter.post('/change-password', validate(changePasswordSchema), async (req, res) => {
  const { currentPassword, newPassword } = input<ChangePasswordRequest>(res, 'body');
  await changeOwnPassword(actorOf(req), currentPassword, newPassword);
  const answer: MessageResponse = { message: say(req, MSG.passwordChanged) };
  res.json(answer);
});

adminRouter.get('/stats/daily', validate(dailyStatsSchema), async (_req, res) => {
  const { days } = input<{ days: number }>(res, 'query');
  res.json(await daily(days));
});
