// The registry document (/mfe-registry.json): its types, its check and its request. Free of any
// shared module, so the shell's entry can start the request before React is even downloaded.
//
// Each entry says where a remote is (`name`, `entry`) and, optionally, which pages it renders
// (`routes`), in which frame (`layout`) and its header link (`nav`). The four remotes the shell
// was built with have defaults for the optional fields (BUILT_IN_REMOTES: the route table of
// shared-ui), so an older registry that lists only `name` and `entry` still works; a remote the
// shell has never heard of is mounted from its own fields, with no change to the shell.
import remoteDefaults from 'shared-ui/remote-defaults.json';
import routeTable from 'shared-ui/route-table.json';
import type { RuntimeConfig } from 'shared-ui';

/** A remote's key in the registry: marketing, chat, admin, training, or any later one. */
export type RemoteId = string;
/** `public`: inside the public header and footer. `bare`: full screen (the chat, the panel). */
export type RemoteLayout = 'public' | 'bare';
/** Who sees a header link: signed-in members, signed-out visitors, or the fixed administrator. */
export type NavAudience = 'member' | 'visitor' | 'admin';
export type NavLang = 'fr' | 'en';

export interface NavEntry {
  label: Record<NavLang, string>;
  /** The page the link opens in each language: always one of the remote's own routes. */
  path: Record<NavLang, string>;
  audience: NavAudience;
  /** Position among the header's remote links (smaller first). */
  order: number;
}

export interface RegistryEntry {
  /** Federation name (the remote's `name`): mfe_marketing, mfe_chat, mfe_admin, mfe_training. */
  name: string;
  /** URL of its mf-manifest.json or remoteEntry.js (absolute http(s) or same-origin path). */
  entry: string;
  /** The pages it renders (each with its sub-pages). */
  routes: string[];
  layout: RemoteLayout;
  nav?: NavEntry;
  /** Its pages work offline once visited: opening one registers the shell's service worker. */
  offline: boolean;
  /**
   * The member tab bar's entries it declares (layout/member-nav/tabs.ts checks them: that code
   * loads only for a signed-in member, so the visitor's first load carries none of it).
   */
  tabs?: unknown;
}

export interface RegistryDocument {
  /** The remotes the document lists and that passed the check (a bad entry is left out alone). */
  remotes: Record<RemoteId, RegistryEntry>;
  config?: RuntimeConfig;
}

export const REGISTRY_URL = '/mfe-registry.json';

type BuiltIn = Pick<RegistryEntry, 'routes' | 'layout' | 'nav' | 'tabs'> & { offline?: boolean };

/**
 * What the shell knows of the remotes it was built with: an entry of the registry that omits
 * `routes`, `layout`, `nav` or `offline` takes these (shared-ui's route table and remote defaults,
 * which the server's registry is also built from). Marketing also renders every unknown path (the
 * 404 page); admin is opened through the administrator's check (app/admin-gate.tsx).
 */
export const BUILT_IN_REMOTES: Readonly<Record<string, BuiltIn>> = Object.fromEntries(
  Object.entries(routeTable).map(([key, routes]) => {
    const defaults = (remoteDefaults as Record<string, Partial<BuiltIn> | undefined>)[key];
    return [key, { layout: 'public', ...defaults, routes }];
  }),
);

const KEY = /^[a-z][a-z0-9-]{0,31}$/;
/** A federation name is a script global: an identifier, nothing else. */
const FEDERATION_NAME = /^[A-Za-z_$][\w$]{0,63}$/;
/** A page path: `/` or plain segments (no `//`, `..`, query, fragment, scheme). */
const PAGE_PATH = /^\/$|^(\/[a-z0-9][a-z0-9-]{0,63}){1,4}$/;
// Marketing alone renders 17 pages (its 13 and the member area's four, #38).
const MAX_ROUTES = 32;
const MAX_LABEL = 40;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A same-origin path (`/remotes/x/...`, never `//host`) or an http(s) URL; never javascript:, data:... */
export function isSafeEntryUrl(entry: unknown): entry is string {
  if (typeof entry !== 'string' || entry.length > 2048) return false;
  if (entry.startsWith('/')) return !entry.startsWith('//') && !entry.includes('\\');
  try {
    const url = new URL(entry);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username;
  } catch {
    return false;
  }
}

function parseRoutes(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_ROUTES) return null;
  return value.every((p): p is string => typeof p === 'string' && PAGE_PATH.test(p))
    ? [...value]
    : null;
}

function parseLang(
  value: unknown,
  check: (s: unknown) => s is string,
): Record<NavLang, string> | null {
  if (check(value)) return { fr: value, en: value };
  if (isRecord(value) && check(value.fr) && check(value.en)) return { fr: value.fr, en: value.en };
  return null;
}

function isLabel(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0 && value.length <= MAX_LABEL;
}

function parseNav(value: unknown, routes: readonly string[]): NavEntry | null {
  if (!isRecord(value)) return null;
  const label = parseLang(value.label, isLabel);
  // A link may only open one of the remote's own pages.
  const path = parseLang(
    value.path,
    (p): p is string => typeof p === 'string' && routes.includes(p),
  );
  const audience = value.audience;
  if (!label || !path) return null;
  if (audience !== 'member' && audience !== 'visitor' && audience !== 'admin') return null;
  const order = value.order ?? 100;
  if (typeof order !== 'number' || !Number.isFinite(order)) return null;
  return { label, path, audience, order };
}

/** One entry checked; null (the entry is left out) on anything unexpected. */
export function parseEntry(key: string, value: unknown): RegistryEntry | null {
  if (!KEY.test(key) || !isRecord(value)) return null;
  if (typeof value.name !== 'string' || !FEDERATION_NAME.test(value.name)) return null;
  if (!isSafeEntryUrl(value.entry)) return null;
  const builtIn = Object.hasOwn(BUILT_IN_REMOTES, key) ? BUILT_IN_REMOTES[key] : undefined;
  const routes = value.routes === undefined ? builtIn?.routes : parseRoutes(value.routes);
  if (!routes) return null;
  const layout = value.layout ?? builtIn?.layout ?? 'public';
  if (layout !== 'public' && layout !== 'bare') return null;
  // A built-in link to a page the registry's own routes no longer list is dropped.
  let nav: NavEntry | undefined = builtIn?.nav;
  if (nav && !(routes.includes(nav.path.fr) && routes.includes(nav.path.en))) nav = undefined;
  if (value.nav !== undefined) {
    const parsed = parseNav(value.nav, routes);
    if (!parsed) return null;
    nav = parsed;
  }
  const offline = value.offline ?? builtIn?.offline ?? false;
  if (typeof offline !== 'boolean') return null;
  const entry: RegistryEntry = {
    name: value.name,
    entry: value.entry,
    routes: [...routes],
    layout,
    offline,
  };
  if (nav) entry.nav = nav;
  const tabs = value.tabs ?? builtIn?.tabs;
  if (tabs !== undefined) entry.tabs = tabs;
  return entry;
}

/**
 * Parses and checks the document. A document that is not one (no `remotes` object) throws: the
 * loader shows its fallback. A bad entry is left out alone (its pages show the fallback, the other
 * remotes work), and so is a missing one; an unknown key is a remote like the others.
 */
export function parseRegistry(raw: unknown): RegistryDocument {
  const remotesRaw = isRecord(raw) ? raw.remotes : undefined;
  if (!isRecord(raw) || !isRecord(remotesRaw)) throw new Error('Invalid remote registry');
  const remotes: Record<RemoteId, RegistryEntry> = {};
  for (const [key, value] of Object.entries(remotesRaw)) {
    const entry = parseEntry(key, value);
    if (entry) remotes[key] = entry;
    else console.warn(`[registry] the entry "${key.slice(0, 40)}" is invalid: left out`);
  }
  return { remotes, config: isRecord(raw.config) ? (raw.config as RuntimeConfig) : {} };
}

/** Fetches and checks the registry; never cached (the server sends it no-store). */
export async function fetchRegistryDocument(): Promise<RegistryDocument> {
  const res = await fetch(REGISTRY_URL, { cache: 'no-store', credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  return parseRegistry((await res.json()) as unknown);
}
