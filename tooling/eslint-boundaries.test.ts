// The layering rules of eslint.config.mjs bite: each case lints a small source at a path inside
// the repository (nothing is written to disk) with the project's own ESLint config, and expects the
// boundary rule to report it; the allowed imports next to them stay clean.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '..');

interface Case {
  name: string;
  filePath: string;
  code: string;
  /** The rule expected to report the import; null = the import is allowed. */
  rule: string | null;
}

const RESTRICTED = 'import-x/no-restricted-paths';

const cases: Case[] = [
  {
    name: 'a feature importing another feature of its remote',
    filePath: 'mfe-admin/src/features/users/fixture.ts',
    code: "import { getDashboard } from '../dashboard/api/get-dashboard';\nexport const x = getDashboard;\n",
    rule: RESTRICTED,
  },
  {
    name: 'a feature importing its own files',
    filePath: 'mfe-admin/src/features/users/fixture.ts',
    code: "import { getUsers } from './api/get-users';\nexport const x = getUsers;\n",
    rule: null,
  },
  {
    name: 'lib/ importing a feature',
    filePath: 'mfe-chat/src/lib/fixture.ts',
    code: "import { listConversations } from '../features/history/api/list-conversations';\nexport const x = listConversations;\n",
    rule: RESTRICTED,
  },
  {
    name: "a remote importing another remote's source",
    filePath: 'mfe-marketing/src/lib/fixture.ts',
    code: "import { getDashboard } from '../../../mfe-admin/src/features/dashboard/api/get-dashboard';\nexport const x = getDashboard;\n",
    rule: RESTRICTED,
  },
  {
    name: 'a repository importing a service',
    filePath: 'api/src/repositories/fixture.ts',
    code: "import { createUser } from '../services/user.service';\nexport const x = createUser;\n",
    rule: RESTRICTED,
  },
  {
    name: 'a repository importing a route',
    filePath: 'api/src/repositories/fixture.ts',
    code: "import { adminRouter } from '../routes/admin.routes';\nexport const x = adminRouter;\n",
    rule: RESTRICTED,
  },
  {
    name: 'the user domain importing a repository',
    filePath: 'api/src/users/fixture.ts',
    code: "import { findUserById } from '../repositories/user.repository';\nexport const x = findUserById;\n",
    rule: RESTRICTED,
  },
  {
    name: 'a service importing Express (even a type)',
    filePath: 'api/src/services/fixture.ts',
    code: "import type { Response } from 'express';\nexport type X = Response;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'a service importing a repository',
    filePath: 'api/src/services/fixture.ts',
    code: "import { findUserById } from '../repositories/user.repository';\nexport const x = findUserById;\n",
    rule: null,
  },
];

/** Lints every case in one child Node process (ESLint loads its ESM config there, outside jest). */
function lint(all: Case[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const cases = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = [];
    for (const c of cases) {
      const [result] = await eslint.lintText(c.code, { filePath: c.filePath });
      out.push(result.messages.map((m) => m.ruleId ?? m.message));
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const stdout = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(all)],
    { cwd: root, encoding: 'utf8', maxBuffer: 10 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as string[][];
}

let reports: string[][];
beforeAll(() => {
  reports = lint(cases);
}, 180_000);

test.each(cases.map((c, i) => [c.name, i] as const))('%s', (_name, i) => {
  const c = cases[i]!;
  if (c.rule) expect(reports[i]).toContain(c.rule);
  else expect(reports[i]).toEqual([]);
});
