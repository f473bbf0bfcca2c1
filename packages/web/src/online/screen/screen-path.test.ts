import { describe, expect, it } from 'vitest';
import { REALTIME_ERRORS, screenPath as protocolScreenPath } from '@trivia/protocol';
import {
  isPairedTv,
  pairedScreenPath,
  SCREEN_LINK_ENDED,
  screenLink,
  screenPath,
} from './screen-path';

describe('big screen link (docs/PROTOCOL.md Big screen)', () => {
  it('is the path of @trivia/protocol', () => {
    for (const key of ['abcDEF123_-abcdef', 'a+b/c=d e']) {
      expect(screenPath('ABC123', key)).toBe(protocolScreenPath('ABC123', key));
    }
  });

  it('is served from the app origin', () => {
    expect(screenLink('ABC123', 'k'.repeat(16), 'https://trivia.example')).toBe(
      `https://trivia.example/party/ABC123/screen?key=${'k'.repeat(16)}`,
    );
  });

  it('[SCREEN-2] a paired TV’s link is the same screen, marked; the ended-link messages are the protocol’s', () => {
    const path = pairedScreenPath('ABC123', 'a+b');
    expect(path.startsWith(screenPath('ABC123', 'a+b'))).toBe(true);
    const url = new URL(path, 'https://trivia.example');
    expect(url.searchParams.get('key')).toBe('a+b');
    expect(isPairedTv(url.searchParams)).toBe(true);
    expect(isPairedTv(new URLSearchParams('key=k'))).toBe(false);
    expect(SCREEN_LINK_ENDED).toEqual([
      REALTIME_ERRORS.screenRevoked,
      REALTIME_ERRORS.screenKeyInvalid,
    ]);
  });
});
