import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { routePages } from './vite-plugins/route-pages';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;

/**
 * The libraries every screen runs before its own code: React, React DOM, React Router and
 * TanStack Query. They go in one chunk, loaded with the entry (docs/PERFORMANCE.md "Front
 * end"). Left to automatic splitting, rolldown put them in several shared chunks, and which
 * ones changed with unrelated edits (React Router left the entry chunk when the join card
 * learned to check a party code). Each extra chunk costs the home route compression and
 * import/export glue: one chunk instead of four took it from 100.3 to 98.7 KB gzip. Only the
 * parts of TanStack Query that the first screen runs: mutations' observer and hook and
 * queryOptions stay with the lazy screens that use them (a library module only lazy screens
 * use belongs in LAZY_ONLY_LIBRARY_MODULES; e2e/home-bundle-budget.test.ts catches it).
 */
const FIRST_LOAD_LIBRARIES =
  /\/node_modules\/(?:react|react-dom|scheduler|react-router|@tanstack\/query-core|@tanstack\/react-query)\//;
const LAZY_ONLY_LIBRARY_MODULES = /\/(?:mutationObserver|useMutation|queryOptions)\.js$/;

/**
 * Writes a .br and a .gz copy next to every text file of the build (1 KB or more), which
 * the server sends to browsers that accept them (@fastify/static preCompressed): without
 * them the app's JavaScript and CSS travel uncompressed (Lighthouse, docs/PERFORMANCE.md
 * "Front end").
 * Runs after vite-plugin-pwa has written sw.js. Source maps are left alone.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  return {
    name: 'trivia:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of walk(outDir)) {
          if (!COMPRESSIBLE.test(file) || statSync(file).size < 1024) continue;
          const content = readFileSync(file);
          const brotli = brotliCompressSync(content, {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
          });
          writeFileSync(`${file}.br`, brotli);
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'favicon.ico', 'apple-touch-icon.png', 'theme-init.js'],
      manifest: {
        name: 'Trivia Games',
        short_name: 'Trivia',
        description: 'Team trivia party game: Top-5 Blitz on one device or online with friends.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#0f172a',
        theme_color: '#6d28d9',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        // The app shell: every built asset, so any screen loads with the network off.
        // woff2: the stage's display face (latin and latin-ext subsets), so the stage's type
        // still shows offline.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,wav,woff2}'],
        // The per-route copies of index.html are for a page's first load from the network
        // (vite-plugins/route-pages.ts); once installed, the worker serves index.html itself.
        globIgnores: ['route-pages/**'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io\//],
        cleanupOutdatedCaches: true,
        // Control the page of the first visit at once. The Offline Party Pack's content is
        // not cached here: the page keeps the whole offline bundle in its own versioned
        // Cache Storage entry (src/offline-pack/pack-storage.ts), from the first visit on.
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
    routePages(),
    precompress(),
  ],
  resolve: {
    // My Topics imports files with @trivia/content's parsers; csv-parse's Node
    // build reads strings through Buffer, its browser build carries what it needs.
    alias: { 'csv-parse/sync': 'csv-parse/browser/esm/sync' },
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/socket.io': { target: API_TARGET, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: (id) => FIRST_LOAD_LIBRARIES.test(id) && !LAZY_ONLY_LIBRARY_MODULES.test(id),
            },
          ],
        },
      },
      // Modules without side effects, dropped wherever nothing uses them: the server-side
      // name checks of @trivia/game (the profanity list), and our ui components (the barrel
      // src/ui/index.ts would otherwise bring Radix's dialog and switch into the home route).
      treeshake: {
        moduleSideEffects: (id) =>
          !id.includes('/node_modules/obscenity/') && !id.includes('/packages/web/src/ui/'),
      },
    },
    // Maps are written for debugging but not linked from the code; the server never serves them.
    sourcemap: 'hidden',
    target: 'es2022',
  },
});
