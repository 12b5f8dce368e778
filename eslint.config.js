// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One lint for the whole repository, run by `npm test` with zero warnings allowed. Besides the usual rules it
 * holds the layout of ../docs (README, "How it is laid out") in place:
 * - a web feature never imports another feature (shared code lives in web/src/components and web/src/lib);
 * - the web app imports nothing from worker/ at run time but the contracts (`@contracts/…`); types are fine;
 * - services never import the doors (routes, tRPC) that call them.
 */

const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Each feature's files may not reach into any other feature, by a relative path or through src/. */
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./)+(features/)?(?!${feature}/)(${FEATURES.join('|')})/`,
            message: 'Features do not import each other: move what both need to web/src/components or web/src/lib.',
          },
          {
            regex: '(^|/)worker/(?!contracts/)',
            allowTypeImports: true,
            message: 'The web app imports only contracts from the worker (use @contracts/…); other worker code never ships to browsers.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'web/dist/**',
      'web/dist-server/**',
      '.wrangler/**',
      'reports/**',
      'migrations/**',
      'tests/e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: { ...globals.es2024 } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['web/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)worker/(?!contracts/)',
              allowTypeImports: true,
              message: 'The web app imports only contracts from the worker (use @contracts/…); other worker code never ships to browsers.',
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    files: ['worker/services/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(routes|trpc)/',
              message: 'Services hold the domain logic; the doors (routes, tRPC) call them, never the reverse.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['worker/contracts/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(drizzle-orm|hono|cloudflare:)|^\\.\\./(db|services|routes|trpc|lib)/',
              allowTypeImports: true,
              message: 'Contracts are imported by the web app at run time: zod and each other only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.ts', 'tests/e2e/**/*.ts', 'tests/build/**/*.ts', 'tests/support/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
);
