// The pages and header links the shell builds from the registry (registry-document.ts). Before
// the registry has arrived (or when it failed), the built-in remotes' defaults stand in, so the
// first render never waits for it.
import {
  BUILT_IN_REMOTES,
  type NavAudience,
  type NavLang,
  type RegistryDocument,
  type RemoteId,
  type RemoteLayout,
} from './registry-document';

/** Remotes the router mounts itself: marketing renders every other path, admin sits behind its gate. */
const SPECIAL = new Set(['marketing', 'admin']);

export interface RemoteRoute {
  remote: RemoteId;
  /** The page path (the router mounts `path/*`). */
  path: string;
  layout: RemoteLayout;
  /** Opening the page registers the service worker (sw/register.ts). */
  offline: boolean;
}

export interface NavLink {
  remote: RemoteId;
  label: string;
  to: string;
  /** Every page of the remote that marks the link as the current page. */
  paths: readonly string[];
  audience: NavAudience;
}

/** The remotes in the order the shell claims their pages: the built-in ones first. */
function remoteIds(doc: RegistryDocument | null): RemoteId[] {
  const builtIn = Object.keys(BUILT_IN_REMOTES);
  const others = doc ? Object.keys(doc.remotes).filter((key) => !builtIn.includes(key)) : [];
  return [...builtIn, ...others];
}

/**
 * The routes of every remote but marketing and admin, one per page path. A built-in remote keeps
 * its pages when the registry lacks it (they show the remote-unavailable fallback, not the 404
 * page); a page already claimed (by a built-in remote, or an earlier entry) is not taken over.
 */
export function remoteRoutes(doc: RegistryDocument | null): RemoteRoute[] {
  const claimed = new Set<string>();
  const routes: RemoteRoute[] = [];
  for (const id of remoteIds(doc)) {
    const source = doc?.remotes[id] ?? BUILT_IN_REMOTES[id];
    if (!source) continue;
    for (const path of source.routes) {
      if (claimed.has(path)) continue;
      claimed.add(path);
      if (!SPECIAL.has(id))
        routes.push({ remote: id, path, layout: source.layout, offline: source.offline ?? false });
    }
  }
  return routes;
}

/**
 * The header's remote links for an audience, in their order, labelled in `lang`. A built-in
 * remote's link stands in until the registry arrives; a remote the registry lacks has none.
 */
export function navLinks(
  doc: RegistryDocument | null,
  audiences: readonly NavAudience[],
  lang: NavLang,
): NavLink[] {
  const links: Array<NavLink & { order: number }> = [];
  for (const id of remoteIds(doc)) {
    const source = doc ? doc.remotes[id] : BUILT_IN_REMOTES[id];
    const nav = source?.nav;
    if (!source || !nav || !audiences.includes(nav.audience)) continue;
    links.push({
      remote: id,
      label: nav.label[lang],
      to: nav.path[lang],
      paths: source.routes,
      audience: nav.audience,
      order: nav.order,
    });
  }
  return links.sort((a, b) => a.order - b.order).map(({ order: _order, ...link }) => link);
}

/** Whether `pathname` is one of `paths` or below one of them. */
export function isUnder(pathname: string, paths: readonly string[]): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return paths.some((mount) => path === mount || path.startsWith(`${mount}/`));
}
