import {
  SETTING_KEYS,
  type PublicSettings,
  type SettingKey,
  type SiteSetting,
} from '@zak/contract';
import { unavailable } from '../lib/app-error';
import { DEFAULT_WELCOME_MESSAGE } from '../migrations/0003-default-settings';
import { getSetting, listSettings, upsertSetting } from '../repositories/setting.repository';

/** Whether the administrator has the AI switched on (missing setting = on). */
export async function isAiEnabled(): Promise<boolean> {
  return (await getSetting('ia_enabled')) !== false;
}

/** 503 with a message when the AI is switched off. */
export async function assertAiEnabled(): Promise<void> {
  if (!(await isAiEnabled())) throw unavailable('aiDisabled');
}

export async function getWelcomeMessage(): Promise<string | null> {
  const value = await getSetting('ia_welcome_message');
  return typeof value === 'string' ? value : null;
}

export async function getPublicSettings(): Promise<PublicSettings> {
  const [welcomeMessage, iaEnabled] = await Promise.all([getWelcomeMessage(), isAiEnabled()]);
  return { welcomeMessage, iaEnabled };
}

export async function getAdminSettings(): Promise<SiteSetting[]> {
  const rows = await listSettings();
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return SETTING_KEYS.map((key) => {
    const row = byKey.get(key);
    const fallback = key === 'ia_enabled' ? true : DEFAULT_WELCOME_MESSAGE;
    const value =
      row && (typeof row.value === 'string' || typeof row.value === 'boolean')
        ? row.value
        : fallback;
    return {
      key,
      value,
      updatedAt: new Date(row?.updatedAt ?? 0).toISOString(),
      updatedBy: row?.updatedBy ?? null,
    };
  });
}

export async function updateSetting(
  key: SettingKey,
  value: string | boolean,
  by: string,
): Promise<void> {
  await upsertSetting(key, value, by);
}
