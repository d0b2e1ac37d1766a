// One ESLint flat config for the whole monorepo. Besides style and correctness it holds the
// layering, as import boundaries that fail the lint (tooling/eslint-boundaries.test.ts proves
// each one bites):
// - front ends: a remote never imports another remote's source; a feature never imports another
//   feature of its remote, nor its app/ folder; lib/ never imports features/;
// - API: repositories never import services or routes; services never import Express (routes
//   pass them plain values); the user domain (users/) imports no layer above it.
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const frontEnds = ['shared-ui', 'shell', 'mfe-marketing', 'mfe-chat', 'mfe-admin'];

/** The feature folders of a front end (src/features/<name>). */
function featuresOf(workspace) {
  const dir = new URL(`./${workspace}/src/features`, import.meta.url);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

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
      'import-x/no-cycle': 'off',
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
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './api/src/repositories',
              from: ['./api/src/services', './api/src/routes'],
              message: 'Repositories do data access only: services call them, never the reverse.',
            },
            {
              target: './api/src/users',
              from: ['./api/src/repositories', './api/src/services', './api/src/routes'],
              message: 'The user domain (types, access rules, presentation) depends on no layer.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/services/**/*.ts'],
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
  // The text policy lives in joi's string type (api/src/validation/joi.ts): request schemas take
  // Joi from there, never from 'joi' itself (types excepted).
  {
    files: ['api/src/{validation,routes,middlewares}/**/*.ts'],
    ignores: ['api/src/validation/joi.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'joi',
              allowTypeImports: true,
              message: "Import Joi from api/src/validation/joi (the text policy), not from 'joi'.",
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
);
