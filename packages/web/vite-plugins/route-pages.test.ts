import { describe, expect, it } from 'vitest';
import { pageHtml, routeChunks, type ChunkInfo, type RoutePage } from './route-pages';

function chunk(fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) {
  return [fileName, { fileName, isEntry, moduleIds, imports }] as [string, ChunkInfo];
}

// index (entry) → react; route chunk "offline" → react, board, rules; "pack" → seal.
const chunks = new Map<string, ChunkInfo>([
  chunk('assets/index.js', ['/w/src/main.tsx'], ['assets/react.js'], true),
  chunk('assets/react.js', ['/w/node_modules/react/index.js']),
  chunk(
    'assets/offline.js',
    ['/w/src/app/offline-screens.tsx'],
    ['assets/react.js', 'assets/board.js'],
  ),
  chunk('assets/board.js', ['/w/src/board/board.tsx'], ['assets/rules.js']),
  chunk('assets/rules.js', ['/w/packages/game/src/rules.ts']),
  chunk('assets/pack.js', ['/w/src/pack/seal.ts', '/w/src/pack/query.ts']),
  chunk('assets/online.js', ['/w/src/online/routes.tsx'], ['assets/rules.js']),
]);

const offline: RoutePage = {
  file: 'route-pages/offline.html',
  pattern: /^\/offline$/,
  modules: ['src/app/offline-screens.tsx', 'src/pack/query.ts'],
  fetches: ['/api/offline-bundle'],
};

describe('per-route preloads in the built pages', () => {
  it("names the route's chunks and what they import, not what index.html already loads", () => {
    expect(routeChunks(chunks, offline)).toEqual([
      'assets/board.js',
      'assets/offline.js',
      'assets/pack.js',
      'assets/rules.js',
    ]);
  });

  it('fails the build when a module is in no chunk (a rename must not drop the preloads)', () => {
    expect(() => routeChunks(chunks, { ...offline, modules: ['src/gone.tsx'] })).toThrow(
      'no chunk holds src/gone.tsx',
    );
  });

  it('adds the fetches first, then the modulepreloads, at the end of the head, after what the first paint needs', () => {
    const html = pageHtml(
      '<html><head><title>T</title></head><body></body></html>',
      ['assets/offline.js'],
      ['/api/offline-bundle'],
    );
    expect(html).toBe(
      '<html><head><title>T</title>\n' +
        '    <link rel="preload" href="/api/offline-bundle" as="fetch" crossorigin="anonymous" fetchpriority="low">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/offline.js" fetchpriority="low">\n' +
        '  </head><body></body></html>',
    );
    expect(() => pageHtml('<html></html>', [], [])).toThrow('no </head>');
  });
});
