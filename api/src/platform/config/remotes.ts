import { readFileSync } from 'node:fs';

/**
 * MFE_REGISTRY_EXTRA: a JSON file of remotes to list in /mfe-registry.json besides the four the
 * suite builds (`{ "remotes": { "<key>": { "name", "entry", "routes", "layout", "nav", "tabs" } } }`).
 * A later remote is deployed by naming it there: the shell learns its pages, header link and member tabs from
 * the registry, and the server answers its pages with the shell's page. Checked here for what
 * the server relies on (key, federation name, entry URL, page paths, layout); the shell checks
 * every field again (shell/src/federation/registry-document.ts).
 */
export interface ExtraRemote {
  name: string;
  entry: string;
  routes: string[];
  layout: 'public' | 'bare';
  /** Passed to the shell as written (the shell checks it). */
  nav?: unknown;
  /** Its member tab bar entries, passed to the shell as written (the shell checks them). */
  tabs?: unknown;
  /** Its pages work offline once visited (the shell registers its service worker there). */
  offline?: boolean;
  /** Every path below its routes is one of its pages (the server answers them with 200). */
  subpages?: boolean;
}

const KEY = /^[a-z][a-z0-9-]{0,31}$/;
const FEDERATION_NAME = /^[A-Za-z_$][\w$]{0,63}$/;
const PAGE_PATH = /^(\/[a-z0-9][a-z0-9-]{0,63}){1,4}$/;
const BUILT_IN = new Set(['marketing', 'chat', 'admin', 'training']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEntryUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username;
  } catch {
    return false;
  }
}

/** The file's remotes; throws with a message naming the variable and the bad entry. */
export function parseExtraRemotes(
  raw: unknown,
  source = 'MFE_REGISTRY_EXTRA',
): Record<string, ExtraRemote> {
  const remotes = isRecord(raw) ? raw.remotes : undefined;
  if (!isRecord(remotes)) throw new Error(`${source} must hold { "remotes": { ... } }`);
  const result: Record<string, ExtraRemote> = {};
  for (const [key, value] of Object.entries(remotes)) {
    const problem = (what: string) => new Error(`${source}: the remote "${key}" ${what}`);
    if (!KEY.test(key)) throw problem('has a key that is not a plain lower-case name');
    if (BUILT_IN.has(key)) throw problem('is built in: set its MFE_*_URL instead');
    if (!isRecord(value)) throw problem('is not an object');
    if (typeof value.name !== 'string' || !FEDERATION_NAME.test(value.name))
      throw problem('needs a federation name (an identifier)');
    if (!isEntryUrl(value.entry)) throw problem('needs an http(s) or same-origin entry URL');
    const routes = value.routes;
    if (
      !Array.isArray(routes) ||
      routes.length === 0 ||
      !routes.every((p): p is string => typeof p === 'string' && PAGE_PATH.test(p))
    )
      throw problem('needs its page paths (routes: ["/page", ...])');
    const layout = value.layout ?? 'public';
    if (layout !== 'public' && layout !== 'bare')
      throw problem('has a layout other than public or bare');
    result[key] = { name: value.name, entry: value.entry, routes, layout };
    if (value.nav !== undefined) result[key].nav = value.nav;
    if (value.tabs !== undefined) {
      if (!Array.isArray(value.tabs)) throw problem('has tabs that are not a list');
      result[key].tabs = value.tabs;
    }
    if (value.offline !== undefined && typeof value.offline !== 'boolean')
      throw problem('has an offline flag that is not true or false');
    if (typeof value.offline === 'boolean') result[key].offline = value.offline;
    if (value.subpages !== undefined && typeof value.subpages !== 'boolean')
      throw problem('has a subpages flag that is not true or false');
    if (typeof value.subpages === 'boolean') result[key].subpages = value.subpages;
  }
  return result;
}

/** Reads MFE_REGISTRY_EXTRA's file (none: no extra remote). */
export function readExtraRemotes(file: string | undefined): Record<string, ExtraRemote> {
  if (!file) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (error) {
    throw new Error(`MFE_REGISTRY_EXTRA: cannot read ${file} (${(error as Error).message})`);
  }
  return parseExtraRemotes(raw);
}
