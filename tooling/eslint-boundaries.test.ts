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
    name: "an API module importing another module's inner file",
    filePath: 'api/src/modules/admin/fixture.ts',
    code: "import { findUserById } from '../members/user.repository';\nexport const x = findUserById;\n",
    rule: RESTRICTED,
  },
  {
    name: 'an API module importing another through its index.ts',
    filePath: 'api/src/modules/admin/fixture.ts',
    code: "import { findUserById } from '../members';\nexport const x = findUserById;\n",
    rule: null,
  },
  {
    name: "an entry point (app.ts) importing a module's inner file",
    filePath: 'api/src/fixture.ts',
    code: "import { adminRouter } from './modules/admin/admin.routes';\nexport const x = adminRouter;\n",
    rule: RESTRICTED,
  },
  {
    name: 'the platform importing a module, even through its index.ts',
    filePath: 'api/src/platform/fixture.ts',
    code: "import { findUserById } from '../modules/members';\nexport const x = findUserById;\n",
    rule: RESTRICTED,
  },
  {
    name: 'a migration importing a module',
    filePath: 'api/src/migrations/fixture.ts',
    code: "import { audit } from '../modules/audit';\nexport const x = audit;\n",
    rule: RESTRICTED,
  },
  {
    name: 'a service importing Express (even a type)',
    filePath: 'api/src/modules/admin/fixture.service.ts',
    code: "import type { Response } from 'express';\nexport type X = Response;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'a service importing its repository',
    filePath: 'api/src/modules/admin/fixture.service.ts',
    code: "import { dailyStats } from './stats.repository';\nexport const x = dailyStats;\n",
    rule: null,
  },
  {
    // platform/db/health.ts imports the metrics at run time: metrics importing it back closes a circle.
    name: 'an import circle at run time',
    filePath: 'api/src/platform/metrics.ts',
    code: "import { databaseAnsweredWithin } from './db/health';\nexport const x = databaseAnsweredWithin;\n",
    rule: 'import-x/no-cycle',
  },
  {
    name: 'a type-only import pointing back',
    filePath: 'api/src/platform/metrics.ts',
    code: "import type { databaseAnsweredWithin } from './db/health';\nexport type X = typeof databaseAnsweredWithin;\n",
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
