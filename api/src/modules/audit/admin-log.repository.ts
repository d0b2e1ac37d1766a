import { select } from '../../platform/db/query';
import { AdminLogModel } from '../../models';

export interface AdminLogInput {
  adminUserId: string;
  action: string;
  details: Record<string, unknown>;
  ipAddress: string | null;
  userAgent: string | null;
}

export interface AdminLogRecord extends AdminLogInput {
  id: string;
  adminUsername: string | null;
  createdAt: Date;
}

export async function writeAdminLog(entry: AdminLogInput): Promise<void> {
  await AdminLogModel.create(entry);
}

export async function findAdminLogs(
  page: number,
  limit: number,
): Promise<{ rows: AdminLogRecord[]; total: number }> {
  const [countRow] = await select<{ total: string }>('SELECT count(*) AS total FROM admin_logs');
  const rows = await select<AdminLogRecord>(
    `SELECT l.id, l.admin_user_id AS "adminUserId", u.username AS "adminUsername", l.action,
       l.details, l.ip_address AS "ipAddress", l.user_agent AS "userAgent",
       l.created_at AS "createdAt"
     FROM admin_logs l LEFT JOIN users u ON u.id = l.admin_user_id
     ORDER BY l.created_at DESC, l.id DESC LIMIT $limit OFFSET $offset`,
    { limit, offset: (page - 1) * limit },
  );
  return { rows, total: Number(countRow?.total ?? 0) };
}
