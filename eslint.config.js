// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// packages/game holds the pure rules: no I/O, no DOM, no Node APIs, no clock, no randomness.
// Time and randomness are arguments.
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

// ---------------------------------------------------------------------------------------
// Web folder boundaries (packages/web/src). Three layers:
// - app/ (and main.tsx) is the composition root: it wires routes and may import anything.
// - Feature folders: a screen family each. A feature imports shared folders, never another
//   feature and never app/.
// - Shared folders: what more than one feature shows or uses (the team palette, the board,
//   the results, topic lists, …). They never import a feature or app/.
// A relative import reaches the top of src/ with one "../" per folder level of the file, so
// each depth gets its own block: `../../online/x` is another feature from offline/play/, but
// its own online/ from nowhere else.
// ---------------------------------------------------------------------------------------
const WEB_SRC = 'packages/web/src';
const WEB_FEATURES = ['offline', 'online', 'my-topics', 'pages'];
const WEB_SHARED = [
  'api',
  'auth',
  'board',
  'game-settings',
  'join',
  'judgement',
  'offline-pack',
  'results',
  'shell',
  'sound',
  'styles',
  'teams',
  'test',
  'topics',
  'turn',
  'ui',
];
const WEB_MAX_DEPTH = 6;

/** One block per folder depth: imports that climb to src/ and enter a forbidden folder. */
function webBoundary(folder, forbidden, message) {
  return Array.from({ length: WEB_MAX_DEPTH }, (_, index) => {
    const depth = index + 1;
    return {
      files: [`${WEB_SRC}/${folder}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^(?:\\.\\./){${depth}}(?:${forbidden.join('|')})(?:/|$)`,
                message,
              },
            ],
          },
        ],
      },
    };
  });
}

const webBoundaries = [
  ...WEB_SHARED.flatMap((folder) =>
    webBoundary(
      folder,
      [...WEB_FEATURES, 'app'],
      `${folder}/ is shared: it imports no feature folder (${WEB_FEATURES.join(', ')}) and not app/. Move what both need into a shared folder.`,
    ),
  ),
  ...WEB_FEATURES.flatMap((folder) =>
    webBoundary(
      folder,
      [...WEB_FEATURES.filter((other) => other !== folder), 'app'],
      `${folder}/ is a feature: it imports shared folders only, not another feature's files or app/. Move what both need into a shared folder.`,
    ),
  ),
];
// ------------------------------- end of web folder boundaries -------------------------------

// ---- Server folder boundaries (packages/server/src) ----------------------------------------
// Layers, from the bottom: storage (tables) < parties (the party engine, its store in
// parties/store/) < the adapters (realtime, routes, http, my-topics, offline, scale, …) < the
// composition root (app.ts, app-context.ts). A folder never imports one above it, and only the
// party store and the composition root use a store implementation (the engine uses the port,
// parties/store/party-store.ts). Tests may reach anything.
const SERVER_SRC = 'packages/server/src';
/** An import of the src folder `name` (or module `name.ts`), from any depth. */
const serverFolder = (...names) => `^(\\.\\./)+(${names.join('|')})(/|$)`;
const STORE_IMPLEMENTATIONS = {
  regex: '(^|/)store/(transactional|write-behind)/',
  message:
    'Only parties/store/ and the composition root (app.ts) use a party store implementation: use the port, parties/store/party-store.ts.',
};
/** Above the party engine: what storage and parties must not import. */
const ABOVE_PARTIES = [
  'realtime',
  'routes',
  'http',
  'auth',
  'my-topics',
  'offline',
  'scale',
  'maintenance',
  'cli',
  'metrics',
  'app',
  'app-context',
];
const serverBoundaries = [
  {
    files: [`${SERVER_SRC}/storage/**/*.ts`],
    patterns: [
      {
        regex: serverFolder('parties', ...ABOVE_PARTIES),
        message: 'storage is the bottom layer: it imports no other folder of the server.',
      },
    ],
  },
  {
    // The store's own modules: the port and what both implementations share.
    files: [`${SERVER_SRC}/parties/store/*.ts`],
    patterns: [
      {
        regex: '^\\.\\./[^.]',
        message: 'The party store does not import the engine above it (parties/*).',
      },
      { regex: serverFolder(...ABOVE_PARTIES), message: 'parties imports no folder above it.' },
    ],
  },
  {
    files: [`${SERVER_SRC}/parties/store/*/**/*.ts`],
    patterns: [
      {
        regex: '^\\.\\./\\.\\./[^.]',
        message: 'The party store does not import the engine above it (parties/*).',
      },
      { regex: serverFolder(...ABOVE_PARTIES), message: 'parties imports no folder above it.' },
    ],
  },
  {
    files: [`${SERVER_SRC}/parties/*.ts`],
    patterns: [
      STORE_IMPLEMENTATIONS,
      { regex: serverFolder(...ABOVE_PARTIES), message: 'parties imports no folder above it.' },
    ],
  },
  {
    files: [`${SERVER_SRC}/my-topics/**/*.ts`, `${SERVER_SRC}/offline/**/*.ts`],
    patterns: [
      STORE_IMPLEMENTATIONS,
      {
        regex: serverFolder('routes', 'realtime', 'scale', 'app', 'app-context'),
        message: 'A service imports no route, realtime or composition module (they use it).',
      },
    ],
  },
  {
    files: [`${SERVER_SRC}/scale/**/*.ts`],
    patterns: [
      STORE_IMPLEMENTATIONS,
      {
        regex: serverFolder('realtime', 'routes', 'app', 'app-context'),
        message: 'scale-out is used by realtime and the app: it imports neither.',
      },
    ],
  },
  {
    files: [`${SERVER_SRC}/**/*.ts`],
    ignores: [
      `${SERVER_SRC}/storage/**`,
      `${SERVER_SRC}/parties/**`,
      `${SERVER_SRC}/my-topics/**`,
      `${SERVER_SRC}/offline/**`,
      `${SERVER_SRC}/scale/**`,
      // The composition root: it recovers the write-behind's journal on start.
      `${SERVER_SRC}/app.ts`,
    ],
    patterns: [STORE_IMPLEMENTATIONS],
  },
].map(({ files, ignores, patterns }) => ({
  files,
  ignores: [...(ignores ?? []), `${SERVER_SRC}/**/*.test.ts`],
  rules: { 'no-restricted-imports': ['error', { patterns }] },
}));
// ---- end of the server folder boundaries ---------------------------------------------------

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
  // Web folder boundaries: see webBoundaries above.
  ...webBoundaries,

  ...serverBoundaries,
);
