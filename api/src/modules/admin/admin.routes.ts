import { Router, type Response } from 'express';
import { pipeline } from 'node:stream/promises';
import type { MessageResponse } from '@zak/contract';
import { lang, say } from '../../platform/lang';
import { ADMIN_MSG } from './messages';
import { MEMBERS_MSG } from '../members';
import { actorOf, requireAdmin, requireUser } from '../members';
import { input, validate } from '../../platform/http/validate';
import {
  changeOwnPassword,
  changeSetting,
  editUser,
  getDailyStats,
  getDashboard,
  getSettings,
  listAdminLogs,
  listAiLogs,
  listUsers,
  removeUser,
  setStatus,
} from './admin.service';
import type { CsvExport } from '../../platform/csv';
import { exportAiLogsCsv, exportUsersCsv } from './export.service';
import {
  adminLogsQuerySchema,
  aiLogsQuerySchema,
  changePasswordSchema,
  dailyStatsSchema,
  settingUpdateSchema,
  userIdSchema,
  userStatusSchema,
  userUpdateSchema,
  usersQuerySchema,
} from './admin.validation';

/** Sends a CSV download as fast as the client reads it; a client that leaves is not an error. */
async function sendCsv(res: Response, csv: CsvExport): Promise<void> {
  res.status(200).set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename=${csv.filename}`,
    'Cache-Control': 'no-store',
  });
  await pipeline(csv.body, res).catch((err: unknown) => {
    if ((err as { code?: unknown }).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw err;
  });
}

export const adminRouter = Router();
adminRouter.use(requireUser, requireAdmin);

adminRouter.get('/dashboard', async (_req, res) => {
  res.json(await getDashboard());
});

adminRouter.get('/users', validate(usersQuerySchema), async (_req, res) => {
  const { page, limit, ...filters } = input(res, usersQuerySchema, 'query');
  res.json(await listUsers(filters, page, limit));
});

adminRouter.get('/users/export', validate(usersQuerySchema), async (req, res) => {
  const { page: _page, limit: _limit, ...filters } = input(res, usersQuerySchema, 'query');
  await sendCsv(res, await exportUsersCsv(actorOf(req), filters, lang(req)));
});

adminRouter.patch('/users/:id', validate(userUpdateSchema), async (req, res) => {
  const { id } = input(res, userUpdateSchema, 'params');
  res.json(await editUser(actorOf(req), id, input(res, userUpdateSchema, 'body')));
});

adminRouter.patch('/users/:id/status', validate(userStatusSchema), async (req, res) => {
  const { id } = input(res, userStatusSchema, 'params');
  const { isActive } = input(res, userStatusSchema, 'body');
  res.json(await setStatus(actorOf(req), id, isActive));
});

adminRouter.delete('/users/:id', validate(userIdSchema), async (req, res) => {
  const { id } = input(res, userIdSchema, 'params');
  await removeUser(actorOf(req), id);
  const answer: MessageResponse = { message: say(req, ADMIN_MSG.userDeleted) };
  res.json(answer);
});

adminRouter.get('/ia-logs', validate(aiLogsQuerySchema), async (_req, res) => {
  const { page, limit, ...filters } = input(res, aiLogsQuerySchema, 'query');
  res.json(await listAiLogs(filters, page, limit));
});

adminRouter.get('/ia-logs/export', validate(aiLogsQuerySchema), async (req, res) => {
  const { page: _page, limit: _limit, ...filters } = input(res, aiLogsQuerySchema, 'query');
  await sendCsv(res, await exportAiLogsCsv(actorOf(req), filters, lang(req)));
});

adminRouter.get('/logs', validate(adminLogsQuerySchema), async (_req, res) => {
  const { page, limit } = input(res, adminLogsQuerySchema, 'query');
  res.json(await listAdminLogs(page, limit));
});

adminRouter.get('/settings', async (_req, res) => {
  res.json(await getSettings());
});

adminRouter.post('/settings', validate(settingUpdateSchema), async (req, res) => {
  const { key, value } = input(res, settingUpdateSchema, 'body');
  res.json(await changeSetting(actorOf(req), key, value));
});

adminRouter.post('/change-password', validate(changePasswordSchema), async (req, res) => {
  const { currentPassword, newPassword } = input(res, changePasswordSchema, 'body');
  await changeOwnPassword(actorOf(req), currentPassword, newPassword);
  const answer: MessageResponse = { message: say(req, MEMBERS_MSG.passwordChanged) };
  res.json(answer);
});

adminRouter.get('/stats/daily', validate(dailyStatsSchema), async (_req, res) => {
  const { days } = input(res, dailyStatsSchema, 'query');
  res.json(await getDailyStats(days));
});
