// One ESLint flat config for the whole monorepo.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

const frontEnds = ['shared-ui', 'shell', 'mfe-marketing', 'mfe-chat', 'mfe-admin'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/@mf-types/**',
      '**/.data/**',
      '**/coverage/**',
      '.test-artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
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
    rules: { 'no-console': 'error' },
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
  // Features never import each other; remotes never import another remote's source.
  ...frontEnds.map((w) => ({
    files: [`${w}/src/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...frontEnds
              .filter((other) => other !== w && other !== 'shared-ui')
              .map((other) => ({ target: `./${w}`, from: `./${other}` })),
            { target: `./${w}/src/features`, from: `./${w}/src/app` },
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
