// Lint rules: typescript-eslint, react-hooks, jsx-a11y, and the import boundaries of CONVENTIONS.md
// (web never imports server; features never import other features; the contract imports neither).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

const featureBoundaries = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    'boundaries/elements': [{ type: 'feature', pattern: 'apps/web/src/features/*', capture: ['feature'] }],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        message: 'A feature never imports another feature: move shared code to components/ui or lib.',
        policies: [
          {
            from: { element: { type: 'feature' } },
            disallow: [{ to: { element: { type: 'feature', captured: { feature: '!{{from.captured.feature}}' } } } }],
          },
        ],
      },
    ],
  },
};

// Server modules (docs/decisions/0010-server-modules.md): a module owns its tables and exposes its service.ts; another
// module may import that file only. Tables may reference other tables (foreign keys); the config module reads the
// reference tables it serves. No module imports the composition root (app.ts), the module list or the whole schema.
const otherModule = (internalPath) => ({
  to: { element: { type: 'module', captured: { module: '!{{from.captured.module}}' }, fileInternalPath: internalPath } },
});
const serverBoundaries = {
  files: ['apps/server/src/modules/**/*.ts'],
  ignores: ['**/*.test.ts'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.js', '.json'] } },
    'boundaries/elements': [{ type: 'module', partialMatch: false, pattern: 'apps/server/src/modules/*', capture: ['module'] }],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        message: 'A server module imports another module only through its service.ts (tables.ts may reference tables).',
        policies: [
          // Routes, queries, jobs and services reach other modules through their service.ts only.
          {
            from: { element: { type: 'module', captured: { module: '!config' }, fileInternalPath: '!tables.ts' } },
            disallow: [otherModule('!service.ts')],
          },
          // The config module serves the reference tables.
          {
            from: { element: { type: 'module', captured: { module: 'config' } } },
            disallow: [
              { to: { element: { type: 'module', captured: { module: '!{config,reference}' }, fileInternalPath: '!service.ts' } } },
            ],
          },
          // Tables reference other tables (foreign keys) and nothing else of another module.
          { from: { element: { type: 'module', fileInternalPath: 'tables.ts' } }, disallow: [otherModule('!tables.ts')] },
        ],
      },
    ],
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/app.ts', '**/server.ts', '../index.ts', '**/modules/index.ts'],
            message: 'Modules get what they need from deps.ts, never from the composition root or the module list.',
          },
          {
            group: ['**/db/schema.ts'],
            message: "Import your module's own tables.ts (or another module's service.ts), not the whole schema.",
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-admin/**',
      'apps/server/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '@club/server', '@club/server/*'], message: 'The web app never imports the server.' }] },
      ],
    },
  },
  featureBoundaries,
  serverBoundaries,
  {
    // Test tools stay in tests: only *.test.* files and the shared test support (src/test) may import vitest.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '@club/server', '@club/server/*'], message: 'The web app never imports the server.' },
            { group: ['vitest', '@testing-library/*'], message: 'Test tools belong in *.test.* files or apps/web/src/test.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/**', '@club/server', '@club/web'], message: 'The contract depends on nothing of the apps.' }] },
      ],
    },
  },
  {
    files: ['apps/server/src/server.ts', 'apps/server/src/backup.ts', 'bench/**', 'scripts/**', 'e2e/**', '**/*.test.ts'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
