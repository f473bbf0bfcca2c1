import { describe, expect, it } from 'vitest';
import { keptBytes, type HeapProfile } from './heap-profile-summary';

const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 0 });

const PROFILE: HeapProfile = {
  head: {
    callFrame: frame('(root)', ''),
    selfSize: 0,
    children: [
      {
        callFrame: frame('publish', 'file:///app/packages/server/src/realtime/party-feed.ts'),
        selfSize: 100,
        children: [
          {
            callFrame: frame('sendPacket', 'file:///app/node_modules/engine.io/build/socket.js'),
            selfSize: 300,
            children: [],
          },
        ],
      },
      { callFrame: frame('consume', 'node:internal/streams'), selfSize: 50, children: [] },
    ],
  },
};

describe('heap profile summary', () => {
  it('adds up the kept bytes by site (with the nearest caller of ours) and by package', () => {
    const { total, sites, packages } = keptBytes(PROFILE);
    expect(total).toBe(450);
    expect(Object.fromEntries(sites)).toEqual({
      'publish packages/server/src/realtime/party-feed.ts:1': 100,
      'sendPacket node_modules/engine.io/build/socket.js:1 ← publish packages/server/src/realtime/party-feed.ts:1': 300,
      'consume node:internal/streams:1': 50,
    });
    expect(Object.fromEntries(packages)).toEqual({
      '@trivia/server': 100,
      'engine.io': 300,
      'node core': 50,
    });
  });
});
