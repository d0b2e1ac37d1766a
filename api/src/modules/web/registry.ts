import type { Config } from '../../platform/config';

export type RemoteKey = 'marketing' | 'chat' | 'admin' | 'training';

/** Federation names and same-origin mount paths of the remotes. */
export const REMOTES: Record<RemoteKey, { name: string; mount: string; dir: string }> = {
  marketing: { name: 'mfe_marketing', mount: '/remotes/marketing', dir: 'mfe-marketing' },
  chat: { name: 'mfe_chat', mount: '/remotes/chat', dir: 'mfe-chat' },
  admin: { name: 'mfe_admin', mount: '/remotes/admin', dir: 'mfe-admin' },
  training: { name: 'mfe_training', mount: '/remotes/training', dir: 'mfe-training' },
};

export interface RegistryDocument {
  remotes: Record<RemoteKey, { name: string; entry: string }>;
  /** Runtime configuration of the front ends (shared-ui's brand module reads it). */
  config: { shopUrl: string; adminUsername: string };
}

/**
 * /mfe-registry.json, built once at start from MFE_MARKETING_URL, MFE_CHAT_URL, MFE_ADMIN_URL,
 * MFE_TRAINING_URL
 * (each the URL of a remote's mf-manifest.json or remoteEntry.js; default: the same-origin
 * manifest under /remotes/<name>/), SHOP_URL and ADMIN_USERNAME (the panel's fixed administrator).
 */
export function buildRegistry(
  config: Pick<Config, 'mfe' | 'shopUrl' | 'adminUsername'>,
): RegistryDocument {
  const urls: Record<RemoteKey, string | undefined> = {
    marketing: config.mfe.marketingUrl,
    chat: config.mfe.chatUrl,
    admin: config.mfe.adminUrl,
    training: config.mfe.trainingUrl,
  };
  const remotes = {} as RegistryDocument['remotes'];
  for (const key of Object.keys(REMOTES) as RemoteKey[]) {
    remotes[key] = {
      name: REMOTES[key].name,
      entry: urls[key] ?? `${REMOTES[key].mount}/mf-manifest.json`,
    };
  }
  return { remotes, config: { shopUrl: config.shopUrl, adminUsername: config.adminUsername } };
}
