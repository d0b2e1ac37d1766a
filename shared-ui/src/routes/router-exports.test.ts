// The router is shared tree-shaken (tooling/federation-shared.cjs): the shell provides a copy holding only
// ROUTER_EXPORTS. A remote importing anything else would get `undefined` at run time, so every
// router import of the suite must be on that list.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const requireCjs = createRequire(__filename);
const { ROUTER_EXPORTS, sharedFor } = requireCjs('../../../tooling/federation-shared.cjs') as {
  ROUTER_EXPORTS: string[];
  sharedFor: (appDir: string) => Record<string, { treeShaking?: { usedExports: string[] } }>;
};

const repo = path.resolve(__dirname, '../../..');
const APPS = ['shell', 'mfe-marketing', 'mfe-chat', 'mfe-admin', 'mfe-training', 'shared-ui'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Named imports from react-router / react-router-dom in one file. */
function routerImports(source: string): string[] {
  const names: string[] = [];
  const pattern = /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]react-router(?:-dom)?['"]/g;
  for (const match of source.matchAll(pattern)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name) names.push(name);
    }
  }
  return names;
}

describe('shared router exports', () => {
  const imports = APPS.flatMap((app) =>
    sourceFiles(path.join(repo, app, 'src')).map((file) => ({
      file: path.relative(repo, file),
      source: readFileSync(file, 'utf8'),
    })),
  );

  test('every router import of the suite is in the shared list', () => {
    const missing = imports.flatMap(({ file, source }) =>
      routerImports(source)
        .filter((name) => !/^[A-Z]\w*Props$|^To$|^Location$/.test(name))
        .filter((name) => !ROUTER_EXPORTS.includes(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  test('no file takes the whole router namespace or re-exports it', () => {
    const wholesale = imports
      .filter(({ source }) =>
        /import\s+\*\s+as\s+\w+\s+from\s*['"]react-router|export\s+\*\s+from\s*['"]react-router/.test(
          source,
        ),
      )
      .map(({ file }) => file);
    expect(wholesale).toEqual([]);
  });

  test('the suite really imports from the router (the scan is not empty)', () => {
    const names = new Set(imports.flatMap(({ source }) => routerImports(source)));
    expect(names.has('Routes')).toBe(true);
    expect(names.has('useNavigate')).toBe(true);
  });

  test('every app shares both router keys tree-shaken to the same list', () => {
    for (const app of ['shell', 'mfe-marketing', 'mfe-chat', 'mfe-admin', 'mfe-training']) {
      const shared = sharedFor(path.join(repo, app));
      expect(shared['react-router']?.treeShaking?.usedExports).toEqual(ROUTER_EXPORTS);
      expect(shared['react-router-dom']?.treeShaking?.usedExports).toEqual(ROUTER_EXPORTS);
    }
  });
});
