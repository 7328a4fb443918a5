import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules', '**/dist', 'data', 'test-results', 'playwright-report', '.cache', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  // The web app's layers: app -> features -> domains -> lib, and no feature reaches into another
  // (what two features share goes to domains/). The rule sees static, side-effect and dynamic imports.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: `${import.meta.dirname}/apps/web/src`,
          zones: [
            { target: './lib', from: ['./domains', './features', './app'], message: 'lib/ is infrastructure: it imports no domain, feature or app code.' },
            { target: './domains', from: ['./features', './app'], message: 'A domain is shared by features: it imports no feature or app code.' },
            { target: './features', from: './app', message: 'A feature imports no app code; move what it needs to lib/ or a domain.' },
            ...readdirSync(`${import.meta.dirname}/apps/web/src/features`).map((feature) => ({
              target: `./features/${feature}`,
              from: './features',
              except: [`./${feature}`],
              message: 'A feature imports no other feature; move what both need to domains/.',
            })),
          ],
        },
      ],
    },
  },
);
