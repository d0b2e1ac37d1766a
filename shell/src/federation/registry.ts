// The run-time registry of remotes. The server builds /mfe-registry.json from MFE_*_URL at start;
// the shell never knows remote URLs at build time.
import { setRuntimeConfig } from 'shared-ui';
import { takeEarlyRegistry } from './early-load';
import { fetchRegistryDocument, type RegistryDocument } from './registry-document';

export {
  parseRegistry,
  REGISTRY_URL,
  type RegistryDocument,
  type RegistryEntry,
} from './registry-document';

let current: Promise<RegistryDocument> | null = null;

/**
 * The registry (fetched once; `fresh: true` refetches it, e.g. after a chunk error following a
 * redeploy). The runtime config it carries is handed to shared-ui's brand module.
 */
export function getRegistry(options: { fresh?: boolean } = {}): Promise<RegistryDocument> {
  if (!current || options.fresh) {
    // The first call takes the request the entry started before React loaded (early-load.ts).
    const early = options.fresh ? null : takeEarlyRegistry();
    const request = (early ?? fetchRegistryDocument()).then((doc) => {
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
