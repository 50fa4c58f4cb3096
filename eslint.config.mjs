// The house rules of ARCHITECTURE.md and conventions.md as lint, run by `npm test` (scripts/test.mjs):
// the layering of the API, env access in one file per app, and async mistakes a type checker sees.
// Each exception names the line of ARCHITECTURE.md "Exceptions to conventions.md" that allows it.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import webIsolatedTests from './apps/web/isolated-tests.json' with { type: 'json' };
import { apiLayering } from './lint/api-layering.mjs';
import { typeErrorsPlugin } from './lint/type-errors.mjs';
import { webBoundaries } from './lint/web-boundaries.mjs';

const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/testing/**', '**/*.test-kit.ts', 'apps/e2e/**', 'bench/**'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'apps/e2e/test-results/**', 'apps/e2e/playwright-report/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { 'import-x': importX, zapdesk: typeErrorsPlugin },
    // Resolves './x.js' to the './x.ts' beside it, as TypeScript does, so the path rules see real files.
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'bench/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'zapdesk/type-errors': 'error',
      // A promise nobody awaits loses its error (an unhandled rejection ends a Node process).
      // react-router's navigate() returns a promise only for its data routers, which this app does not use.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }] },
      ],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false, arguments: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-duplicates': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' },
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // Configuration is read in one file per app: apps/api/src/config/env.ts validates process.env at boot, and
  // apps/web/src/config/env.ts reads import.meta.env and the runtime window.__ZAPDESK_API_URL__.
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['apps/*/src/config/env.ts', ...TESTS],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through config/env.ts.' }],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.type='MetaProperty'][property.name='env']", message: 'Read configuration through config/env.ts.' },
      ],
    },
  },
  apiLayering,
  ...webBoundaries,
  {
    files: TESTS,
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
  // The web's screen tests share one module graph per process (apps/web/vite.config.ts): a module replaced or an
  // environment variable stubbed in one file would meet modules another file already loaded. The files that need
  // that load the app alone, listed in apps/web/isolated-tests.json.
  {
    files: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/**/test/**'],
    ignores: webIsolatedTests.map((file) => `apps/web/${file}`),
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubEnv', 'resetModules'].map((property) => ({
          object: 'vi',
          property,
          message: 'This file shares its modules with the other screen tests: list it in apps/web/isolated-tests.json to load the app alone.',
        })),
      ],
    },
  },
);
