// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// packages/game holds the pure rules: no I/O, no DOM, no Node APIs, no clock, no randomness.
// Time and randomness are arguments (STYLE.md, example 1).
const impureGlobals = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'setTimeout',
  'setInterval',
  'clearTimeout',
  'clearInterval',
  'setImmediate',
  'queueMicrotask',
  'requestAnimationFrame',
  'process',
  'Buffer',
  'require',
  'global',
  'globalThis',
  '__dirname',
  '__filename',
  'console',
  'crypto',
  'performance',
].map((name) => ({ name, message: `packages/game is pure: '${name}' is I/O or ambient state.` }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/coverage/**',
      'e2e/screenshots/**',
      'bench/results/**',
      'packages/web/dev-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['packages/game/src/**/*.ts'],
    ignores: ['packages/game/src/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-globals': ['error', ...impureGlobals],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(node:|fs|path|os|http|https|net|child_process|crypto|events|stream|url|util|worker_threads)',
              message: 'packages/game is pure: no Node APIs.',
            },
            { regex: '^@trivia/', message: 'packages/game depends on nothing.' },
            {
              regex: '^(react|socket\\.io|kysely|pg|better-sqlite3|zod)',
              message: 'packages/game depends on nothing.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'packages/game is pure: pass the time in as an argument.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'packages/game is pure: pass the time in as an argument.',
        },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'packages/game is pure: pass a random source in as an argument.',
        },
        {
          selector: 'ImportExpression',
          message: 'packages/game is pure: no dynamic imports.',
        },
      ],
    },
  },
);
