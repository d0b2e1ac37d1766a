// Composes the page preview into the shell's index.html, as the gateway does with nginx's SSI
// (deploy/nginx/gateway.conf): the shell's page holds
//   <!--# block name="no-preview" --><!--# endblock -->
//   <div id="page-preview"><!--# include virtual="/remotes/marketing/prerender/$zak_preview.html" stub="no-preview" --></div>
// and $zak_preview is the page's one path segment ("index" for "/"). The included file is
// mfe-marketing's build output (dist/prerender/<page>.html); a page it has no preview for (or a
// remote deployed without previews) gets the empty stub, and the site works as before.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const BLOCK = /<!--# block name="[^"]*" -->[\s\S]*?<!--# endblock -->/g;
const INCLUDE = /<!--# include virtual="([^"]*)"[^>]*-->/g;

/** The value of $zak_preview for a normalised page path (the gateway's map does the same). */
export function previewName(pagePath: string): string {
  if (pagePath === '/') return 'index';
  const match = /^\/([a-z0-9-]+)$/.exec(pagePath);
  return match?.[1] ?? '';
}

/**
 * The SSI commands of `template` carried out: each include is replaced by the file its URI names
 * under one of `mounts` (URL prefix -> folder), or by nothing when there is none.
 */
export async function composePage(
  template: string,
  vars: Record<string, string>,
  mounts: Record<string, string>,
): Promise<string> {
  const includes = [...template.matchAll(INCLUDE)];
  const bodies = await Promise.all(
    includes.map(([, uri = '']) => readIncluded(expand(uri, vars), mounts)),
  );
  let index = 0;
  return template.replace(BLOCK, '').replace(INCLUDE, () => bodies[index++] ?? '');
}

function expand(uri: string, vars: Record<string, string>): string {
  return uri.replace(/\$([a-z_]+)/g, (_, name: string) => vars[name] ?? '');
}

async function readIncluded(uri: string, mounts: Record<string, string>): Promise<string> {
  for (const [prefix, dir] of Object.entries(mounts)) {
    if (!uri.startsWith(`${prefix}/`)) continue;
    const file = path.resolve(dir, `.${uri.slice(prefix.length)}`);
    // Only files inside the mount (a variable cannot climb out with "..").
    if (!file.startsWith(`${path.resolve(dir)}${path.sep}`)) return '';
    try {
      return await readFile(file, 'utf8');
    } catch {
      return '';
    }
  }
  return '';
}
