import { select } from '../../platform/db/query';
import { SiteSettingModel } from '../../models';

export interface SettingRecord {
  key: string;
  value: unknown;
  updatedAt: Date;
  updatedBy: string | null;
}

export async function listSettings(): Promise<SettingRecord[]> {
  return select<SettingRecord>(
    `SELECT key, value, updated_at AS "updatedAt", updated_by AS "updatedBy"
     FROM site_settings ORDER BY key`,
  );
}

export async function getSetting(key: string): Promise<unknown> {
  const row = await SiteSettingModel.findOne({ where: { key }, attributes: ['value'] });
  return row?.value;
}

export async function upsertSetting(key: string, value: unknown, updatedBy: string): Promise<void> {
  await SiteSettingModel.upsert({ key, value, updatedBy, updatedAt: new Date() });
}
