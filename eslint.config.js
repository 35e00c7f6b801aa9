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

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'apps/server/src/db/migrations/**', 'test-results/**', 'playwright-report/**', 'data/**'],
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
    files: ['apps/server/src/server.ts', 'bench/**', 'scripts/**', 'e2e/**', '**/*.test.ts'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
