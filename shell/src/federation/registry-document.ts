// The registry document (/mfe-registry.json): its types, its check and its request. Free of any
// shared module, so the shell's entry can start the request before React is even downloaded.
import type { RemoteKey, RuntimeConfig } from 'shared-ui';

export interface RegistryEntry {
  /** Federation name (the remote's `name`): mfe_marketing, mfe_chat, mfe_admin, mfe_training. */
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
    !isEntry(remotes.admin) ||
    !isEntry(remotes.training)
  ) {
    throw new Error('Invalid remote registry');
  }
  return {
    remotes: {
      marketing: remotes.marketing,
      chat: remotes.chat,
      admin: remotes.admin,
      training: remotes.training,
    },
    config: typeof doc?.config === 'object' && doc.config ? doc.config : {},
  };
}

/** Fetches and checks the registry; never cached (the server sends it no-store). */
export async function fetchRegistryDocument(): Promise<RegistryDocument> {
  const res = await fetch(REGISTRY_URL, { cache: 'no-store', credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  return parseRegistry((await res.json()) as unknown);
}
