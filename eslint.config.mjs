// One ESLint flat config for the whole monorepo. Besides style and correctness it holds the
// layering, as import boundaries that fail the lint (tooling/eslint-boundaries.test.ts proves
// each one bites):
// - front ends: a remote never imports another remote's source; a feature never imports another
//   feature of its remote, nor its app/ folder; lib/ never imports features/;
// - API: one folder per business capability (api/src/modules/<name>); a module imports another
//   only through its index.ts, and so do the entry points (app.ts, server.ts...); the platform
//   (api/src/platform), the models and the migrations import no module; services never import
//   Express (routes pass them plain values);
// - everywhere: no import circle at run time (import-x/no-cycle; type-only imports may point back).
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const frontEnds = ['shared-ui', 'shell', 'mfe-marketing', 'mfe-chat', 'mfe-admin', 'mfe-training'];

/** The sub-folders of a folder of the repository (a front end's features, the API's modules). */
function foldersOf(relative) {
  const dir = new URL(`./${relative}`, import.meta.url);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}
const featuresOf = (workspace) => foldersOf(`${workspace}/src/features`);

const apiModules = foldersOf('api/src/modules');
/** A module's inner files, seen from outside it: everything but its index.ts. */
const innerFilesOf = (others, target, message) =>
  others.map((name) => ({
    target,
    from: `./api/src/modules/${name}`,
    except: ['./index.ts'],
    message,
  }));
const apiZones = [
  ...apiModules.flatMap((name) =>
    innerFilesOf(
      apiModules.filter((other) => other !== name),
      `./api/src/modules/${name}`,
      "A module imports another only through its index.ts (the other module's face).",
    ),
  ),
  ...innerFilesOf(
    apiModules,
    './api/src/*.ts',
    'The entry points (app.ts, server.ts...) use a module through its index.ts only.',
  ),
];
/** The platform, the models and the migrations are what modules build on: they import none. */
const platformZones = ['platform', 'models', 'migrations'].map((folder) => ({
  target: `./api/src/${folder}`,
  from: './api/src/modules',
  message: 'The platform (with the models and migrations) imports no module: modules build on it.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/@mf-types/**',
      '**/.data/**',
      '**/coverage/**',
      '.test-artifacts/**',
      // Third-party test data, kept verbatim (testdata/xss/README.md).
      'testdata/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      // no-cycle reads the imported files too: TypeScript ones with the TypeScript parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      // The boundaries below only see imports the resolver finds: TypeScript sources included.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['types', 'import', 'require', 'default'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Run-time circles only: `import type` may point back.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Module augmentation (styled-components' DefaultTheme extends our theme type) is the
      // one empty interface allowed.
      '@typescript-eslint/no-empty-object-type': [
        'error',
        { allowInterfaces: 'with-single-extends' },
      ],
    },
  },
  {
    files: ['api/src/**/*.ts'],
    rules: {
      'no-console': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...apiZones, ...platformZones] }],
    },
  },
  // The platform's tests may prove its rules through the modules' schemas (platform/validation).
  {
    files: ['api/src/platform/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: apiZones }] },
  },
  {
    files: ['api/src/modules/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['express', 'express-serve-static-core'].map((name) => ({
            name,
            message: 'Express stays at the edge: the route passes plain values to the service.',
          })),
        },
      ],
    },
  },
  // The text policy lives in joi's string type (api/src/platform/validation/joi.ts): request
  // schemas take Joi from there, never from 'joi' itself (types excepted).
  {
    files: ['api/src/{modules,platform}/**/*.ts'],
    // The configuration's own joi schemas read environment variables, not requests.
    ignores: ['api/src/platform/validation/joi.ts', 'api/src/platform/config/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'joi',
              allowTypeImports: true,
              message:
                "Import Joi from api/src/platform/validation/joi (the text policy), not 'joi'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: frontEnds.map((w) => `${w}/src/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // The React Compiler's rules (every react-hooks rule but the two classic ones: one compiler run
  // a file, half of ESLint's time) check the components, not the tests that render them.
  {
    files: frontEnds.map((w) => `${w}/src/**/*.test.{ts,tsx}`),
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.recommended.rules)
        .filter(
          (rule) => !['react-hooks/rules-of-hooks', 'react-hooks/exhaustive-deps'].includes(rule),
        )
        .map((rule) => [rule, 'off']),
    ),
  },
  // Remotes never import another remote's source; features never import each other nor the
  // app; lib/ never imports features/.
  ...frontEnds.map((w) => ({
    files: [`${w}/src/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...frontEnds
              .filter((other) => other !== w && other !== 'shared-ui')
              .map((other) => ({
                target: `./${w}`,
                from: `./${other}`,
                message: 'A remote never imports another remote: share through shared-ui.',
              })),
            {
              target: `./${w}/src/features`,
              from: `./${w}/src/app`,
              message: 'Features never import the app that composes them.',
            },
            ...featuresOf(w).map((feature) => ({
              target: `./${w}/src/features/${feature}`,
              from: `./${w}/src/features`,
              except: [`./${feature}`],
              message: 'Features never import each other: move what both need to lib/.',
            })),
            {
              target: `./${w}/src/lib`,
              from: `./${w}/src/features`,
              message: 'lib/ never imports features/: it is what features build on.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['**/*.cjs', '**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // The coach's two test files require their case files inside a describe each, so each file's
  // hooks stay its own in the one module registry they share (docs/testing.md): an import would
  // be hoisted out of the describe.
  {
    files: ['api/src/modules/coach/cases-*.test.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
