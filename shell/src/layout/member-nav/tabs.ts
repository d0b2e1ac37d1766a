// The member tab bar's entries, from the registry: each remote declares its own (`tabs` in its
// entry; the built-in ones in shared-ui/src/routes/remote-defaults.json). Checked here, in the
// chunk that loads for a signed-in member only.
import {
  BUILT_IN_REMOTES,
  type NavLang,
  type RegistryDocument,
} from '../../federation/registry-document';

export interface MemberTab {
  /** Stable key (home, training, progress, coach, account, or a later remote's own). */
  id: string;
  remote: string;
  label: string;
  to: string;
  /** Both languages' paths: either marks the tab as the current page. */
  paths: readonly string[];
}

const ID = /^[a-z][a-z0-9-]{0,31}$/;
const MAX_TABS = 5;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A label that fits under an icon on a phone. */
function text(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0 && value.length <= 24;
}

/**
 * The tabs in their order, labelled in `lang`. A remote the registry lacks (absent, or its entry
 * failed the check) and a remote in `down` (it failed to load) have none; a tab whose path is not
 * one of its remote's pages, or otherwise malformed, is left out; at most five, as on a phone.
 */
export function memberTabs(
  doc: RegistryDocument | null,
  lang: NavLang,
  down: ReadonlySet<string> = new Set(),
): MemberTab[] {
  const sources = doc ? doc.remotes : BUILT_IN_REMOTES;
  const tabs: Array<MemberTab & { order: number }> = [];
  const seen = new Set<string>();
  for (const [remote, source] of Object.entries(sources)) {
    if (!source || down.has(remote) || !Array.isArray(source.tabs)) continue;
    for (const raw of source.tabs as unknown[]) {
      if (!isRecord(raw) || !isRecord(raw.label) || !isRecord(raw.path)) continue;
      const { id } = raw;
      const label = { fr: raw.label.fr, en: raw.label.en };
      const path = { fr: raw.path.fr, en: raw.path.en };
      const order = raw.order ?? 100;
      if (typeof id !== 'string' || !ID.test(id) || seen.has(id)) continue;
      if (!text(label.fr) || !text(label.en)) continue;
      // A tab may only open one of its remote's own pages.
      if (typeof path.fr !== 'string' || typeof path.en !== 'string') continue;
      if (!source.routes.includes(path.fr) || !source.routes.includes(path.en)) continue;
      if (typeof order !== 'number' || !Number.isFinite(order)) continue;
      seen.add(id);
      tabs.push({
        id,
        remote,
        label: lang === 'en' ? label.en : label.fr,
        to: lang === 'en' ? path.en : path.fr,
        paths: [...new Set([path.fr, path.en])],
        order,
      });
    }
  }
  return tabs
    .sort((a, b) => a.order - b.order)
    .slice(0, MAX_TABS)
    .map(({ order: _order, ...tab }) => tab);
}
