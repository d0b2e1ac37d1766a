// The run-time registry of remotes. The server builds /mfe-registry.json from MFE_*_URL at start;
// the shell never knows remote URLs at build time.
import { setRuntimeConfig, type RemoteKey, type RuntimeConfig } from 'shared-ui';

export interface RegistryEntry {
  /** Federation name (the remote's `name`): mfe_marketing, mfe_chat, mfe_admin. */
  name: string;
  /** URL of its mf-manifest.json or remoteEntry.js (absolute or same-origin path). */
  entry: string;
}

export interface RegistryDocument {
  remotes: Record<RemoteKey, RegistryEntry>;
  config?: RuntimeConfig;
}

export const REGISTRY_URL = '/mfe-registry.json';

function isEntry(value: unknown): value is RegistryEntry {
  const v = value as Partial<RegistryEntry> | null;
  return typeof v?.name === 'string' && typeof v.entry === 'string';
}

/** Parses and checks the document; throws on anything unexpected (the loader shows its fallback). */
export function parseRegistry(raw: unknown): RegistryDocument {
  const doc = raw as Partial<RegistryDocument> | null;
  const remotes = doc?.remotes as Partial<Record<RemoteKey, unknown>> | undefined;
  if (
    !remotes ||
    !isEntry(remotes.marketing) ||
    !isEntry(remotes.chat) ||
    !isEntry(remotes.admin)
  ) {
    throw new Error('Invalid remote registry');
  }
  return {
    remotes: { marketing: remotes.marketing, chat: remotes.chat, admin: remotes.admin },
    config: typeof doc?.config === 'object' && doc.config ? doc.config : {},
  };
}

let current: Promise<RegistryDocument> | null = null;

/**
 * The registry (fetched once; `fresh: true` refetches it, e.g. after a chunk error following a
 * redeploy). The runtime config it carries is handed to shared-ui's brand module.
 */
export function getRegistry(options: { fresh?: boolean } = {}): Promise<RegistryDocument> {
  if (!current || options.fresh) {
    const request = fetch(REGISTRY_URL, { cache: 'no-store', credentials: 'same-origin' })
      .then((res) => {
        if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
        return res.json() as Promise<unknown>;
      })
      .then(parseRegistry)
      .then((doc) => {
        setRuntimeConfig(doc.config ?? {});
        return doc;
      });
    // A failed fetch is not cached: the next call tries again.
    request.catch(() => {
      if (current === request) current = null;
    });
    current = request;
  }
  return current;
}

/** Test seam: forget the cached registry. */
export function resetRegistry(): void {
  current = null;
}
