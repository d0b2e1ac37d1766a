import type {
  AdminDashboard,
  AdminLogList,
  AdminUser,
  AdminUserList,
  AdminUserUpdate,
  AiLogList,
  DailyStat,
  SettingKey,
  SiteSetting,
} from '@zak/contract';
import { AppError, forbidden, notFound } from '../../platform/app-error';
import { findAdminLogs } from '../audit';
import { findAiLogs, type AiLogFilters } from './ai-log.repository';
import { dailyStats, usageTotals } from './stats.repository';
import { countAdmins, countUsers, findUserById, findUsers, recentUsers } from '../members';
import { toAdminUser } from '../members';
import type { UserFilters, UserPatch } from '../members';
import { audit, type Actor } from '../audit';
import { getAdminSettings, updateSetting } from '../settings';
import { checkPassword, deleteUser, setPassword, updateUser } from '../members';
import { totalPages } from '../../platform/paging';

const ACTIVE_WINDOW_DAYS = 30;

/** Pages of `limit` rows that `total` rows fill (at least one). */

export async function getDashboard(): Promise<AdminDashboard> {
  const since = new Date(Date.now() - ACTIVE_WINDOW_DAYS * 86_400_000);
  const [usersCount, iaStats, recent] = await Promise.all([
    countUsers(),
    usageTotals(since),
    recentUsers(10),
  ]);
  return { usersCount, iaStats, recentUsers: recent.map(toAdminUser) };
}

export async function listUsers(
  filters: UserFilters,
  page: number,
  limit: number,
): Promise<AdminUserList> {
  const { rows, total } = await findUsers(filters, page, limit);
  return {
    users: rows.map(toAdminUser),
    totalCount: total,
    currentPage: page,
    totalPages: totalPages(total, limit),
  };
}

async function loadTarget(id: string) {
  const target = await findUserById(id);
  if (!target) throw notFound('userNotFound');
  return target;
}

export async function editUser(
  actor: Actor,
  id: string,
  input: AdminUserUpdate,
): Promise<AdminUser> {
  const target = await loadTarget(id);
  const patch: UserPatch = {};
  if (input.username !== undefined) patch.username = input.username;
  if (input.email !== undefined) patch.email = input.email || null;
  if (input.role !== undefined) patch.role = input.role;
  if (input.hasIAAccess !== undefined) patch.hasIAAccess = input.hasIAAccess;
  if (input.expiresAt !== undefined)
    patch.expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (
    target.role === 'admin' &&
    patch.role !== undefined &&
    patch.role !== 'admin' &&
    (await countAdmins()) <= 1
  ) {
    throw forbidden('lastAdmin');
  }
  const updated = await updateUser(id, patch);
  if (!updated) throw notFound('userNotFound');
  await audit(actor, 'user.update', {
    userId: id,
    username: updated.username,
    changes: { ...patch, expiresAt: patch.expiresAt?.toISOString() ?? patch.expiresAt },
  });
  return toAdminUser(updated);
}

/** Activation toggle. Administrators are never deactivated; a deactivated user is signed out at once. */
export async function setStatus(actor: Actor, id: string, isActive: boolean): Promise<AdminUser> {
  const target = await loadTarget(id);
  if (target.role === 'admin' && !isActive) throw forbidden('adminProtected');
  const updated = await updateUser(id, { isActive });
  if (!updated) throw notFound('userNotFound');
  await audit(actor, 'user.status', { userId: id, username: target.username, isActive });
  return toAdminUser(updated);
}

export async function removeUser(actor: Actor, id: string): Promise<void> {
  const target = await loadTarget(id);
  if (target.role === 'admin') throw forbidden('adminProtected');
  if (!(await deleteUser(id))) throw notFound('userNotFound');
  await audit(actor, 'user.delete', { userId: id, username: target.username });
}

export async function listAiLogs(
  filters: AiLogFilters,
  page: number,
  limit: number,
): Promise<AiLogList> {
  const { rows, total } = await findAiLogs(filters, page, limit);
  return {
    logs: rows.map(({ replacedAt, ...r }) => ({
      ...r,
      createdAt: new Date(r.createdAt).toISOString(),
      ...(replacedAt ? { replacedAt: new Date(replacedAt).toISOString() } : {}),
    })),
    totalCount: total,
    currentPage: page,
    totalPages: totalPages(total, limit),
  };
}

export async function listAdminLogs(page: number, limit: number): Promise<AdminLogList> {
  const { rows, total } = await findAdminLogs(page, limit);
  return {
    logs: rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })),
    totalCount: total,
    currentPage: page,
    totalPages: totalPages(total, limit),
  };
}

export async function getSettings(): Promise<SiteSetting[]> {
  return getAdminSettings();
}

export async function changeSetting(
  actor: Actor,
  key: SettingKey,
  value: string | boolean,
): Promise<SiteSetting[]> {
  await updateSetting(key, value, actor.userId);
  await audit(actor, 'setting.update', { key, value });
  return getAdminSettings();
}

export async function changeOwnPassword(
  actor: Actor,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  if (!(await checkPassword(actor.userId, currentPassword))) {
    throw new AppError(400, 'WRONG_PASSWORD', 'currentPasswordWrong');
  }
  await setPassword(actor.userId, newPassword);
  await audit(actor, 'admin.change_password', { userId: actor.userId });
}

export async function getDailyStats(days: number): Promise<DailyStat[]> {
  return (await dailyStats(days)).map((r) => ({
    date: r.date,
    messages: Number(r.messages),
    tokens: Number(r.tokens),
    registrations: Number(r.registrations),
  }));
}
