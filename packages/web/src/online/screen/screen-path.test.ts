import { describe, expect, it } from 'vitest';
import { screenPath as protocolScreenPath } from '@trivia/protocol';
import { screenLink, screenPath } from './screen-path';

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
});
