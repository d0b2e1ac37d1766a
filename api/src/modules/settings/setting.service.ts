import {
  SETTING_KEYS,
  WELCOME_MESSAGE_KEYS,
  type PublicSettings,
  type SettingKey,
  type SiteSetting,
} from '@zak/contract';
import { unavailable } from '../../platform/app-error';
import { DEFAULT_WELCOME_MESSAGE } from '../../migrations/0003-default-settings';
import { getSetting, listSettings, upsertSetting } from './setting.repository';

/** Whether the administrator has the AI switched on (missing setting = on). */
export async function isAiEnabled(): Promise<boolean> {
  return (await getSetting('ia_enabled')) !== false;
}

/** 503 with a message when the AI is switched off. */
export async function assertAiEnabled(): Promise<void> {
  if (!(await isAiEnabled())) throw unavailable('aiDisabled');
}

/** The English welcome message until the administrator writes one (the French one is seeded). */
export const DEFAULT_WELCOME_MESSAGE_EN =
  "Hi! I'm Zak AI, your physique-transformation coach. Training, nutrition, recovery: ask me your question and let's get to work.";

const WELCOME_DEFAULTS = { fr: DEFAULT_WELCOME_MESSAGE, en: DEFAULT_WELCOME_MESSAGE_EN };

/** One language's welcome text: the saved one, the built-in default while none was ever saved. */
async function welcomeText(lang: 'fr' | 'en'): Promise<string> {
  const value = await getSetting(WELCOME_MESSAGE_KEYS[lang]);
  return typeof value === 'string' ? value.trim() : WELCOME_DEFAULTS[lang];
}

/**
 * The chat's welcome message for a screen in `lang`: that language's text, else the other
 * language's when the administrator emptied it, else null (the chat shows its own default).
 */
export async function getWelcomeMessage(lang: 'fr' | 'en'): Promise<string | null> {
  const other = lang === 'fr' ? 'en' : 'fr';
  const [own, fallback] = await Promise.all([welcomeText(lang), welcomeText(other)]);
  return own || fallback || null;
}

export async function getPublicSettings(lang: 'fr' | 'en'): Promise<PublicSettings> {
  const [welcomeMessage, iaEnabled] = await Promise.all([getWelcomeMessage(lang), isAiEnabled()]);
  return { welcomeMessage, iaEnabled };
}

export async function getAdminSettings(): Promise<SiteSetting[]> {
  const rows = await listSettings();
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return SETTING_KEYS.map((key) => {
    const row = byKey.get(key);
    const fallback =
      key === 'ia_enabled'
        ? true
        : key === WELCOME_MESSAGE_KEYS.en
          ? DEFAULT_WELCOME_MESSAGE_EN
          : DEFAULT_WELCOME_MESSAGE;
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
