import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../platform/config';

export type RemoteKey = 'marketing' | 'chat' | 'admin' | 'training';

/** Federation names, same-origin mount paths and build folders of the remotes the suite builds. */
export const REMOTES: Record<RemoteKey, { name: string; mount: string; dir: string }> = {
  marketing: { name: 'mfe_marketing', mount: '/remotes/marketing', dir: 'mfe-marketing' },
  chat: { name: 'mfe_chat', mount: '/remotes/chat', dir: 'mfe-chat' },
  admin: { name: 'mfe_admin', mount: '/remotes/admin', dir: 'mfe-admin' },
  training: { name: 'mfe_training', mount: '/remotes/training', dir: 'mfe-training' },
};

/** What the registry says of a built-in remote besides its URL: its pages, layout, link. */
export type RemotePages = Record<string, Omit<RegistryEntry, 'name' | 'entry'>>;

/**
 * The built-in remotes' pages (shared-ui/src/routes/route-table.json) with their layout, header
 * link and offline flag (remote-defaults.json beside it): the shell has the same defaults for an
 * older registry (shell/src/federation/registry-document.ts).
 */
export function readRemotePages(rootDir: string): RemotePages {
  const dir = path.join(rootDir, 'shared-ui', 'src', 'routes');
  const read = (file: string) =>
    JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
  const routes = read('route-table.json') as Record<string, string[]>;
  const defaults = read('remote-defaults.json') as RemotePages;
  return Object.fromEntries(
    Object.entries(routes).map(([key, paths]) => [key, { ...defaults[key], routes: paths }]),
  );
}

export interface RegistryEntry {
  name: string;
  entry: string;
  routes?: string[];
  layout?: 'public' | 'bare';
  nav?: unknown;
  /** The member tab bar entries it declares (checked by the shell). */
  tabs?: unknown;
  offline?: boolean;
  /**
   * Every path below its routes is one of its pages too (the training log's /entrainement/seance,
   * /training/exercises/<id>...): the server answers them with the shell's page and 200.
   */
  subpages?: boolean;
}

export interface RegistryDocument {
  remotes: Record<string, RegistryEntry>;
  /** Runtime configuration of the front ends (shared-ui's brand module reads it). */
  config: { shopUrl: string; adminUsername: string };
}

/**
 * /mfe-registry.json, built once at start from MFE_MARKETING_URL, MFE_CHAT_URL, MFE_ADMIN_URL,
 * MFE_TRAINING_URL (each the URL of a remote's mf-manifest.json or remoteEntry.js; default: the
 * same-origin manifest under /remotes/<name>/) with their `pages` (readRemotePages), the remotes
 * of MFE_REGISTRY_EXTRA (after the four),
 * SHOP_URL and ADMIN_USERNAME (the panel's fixed administrator).
 */
export function buildRegistry(
  config: Pick<Config, 'mfe' | 'shopUrl' | 'adminUsername'>,
  pages: RemotePages,
): RegistryDocument {
  const urls: Record<RemoteKey, string | undefined> = {
    marketing: config.mfe.marketingUrl,
    chat: config.mfe.chatUrl,
    admin: config.mfe.adminUrl,
    training: config.mfe.trainingUrl,
  };
  const remotes: Record<string, RegistryEntry> = {};
  for (const key of Object.keys(REMOTES) as RemoteKey[]) {
    const { name, mount } = REMOTES[key];
    remotes[key] = { name, entry: urls[key] ?? `${mount}/mf-manifest.json`, ...pages[key] };
  }
  for (const [key, remote] of Object.entries(config.mfe.extraRemotes)) remotes[key] = remote;
  return { remotes, config: { shopUrl: config.shopUrl, adminUsername: config.adminUsername } };
}
