import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION, REALTIME_PATH } from '@trivia/protocol';
import { CLIENT_PROTOCOL_VERSION, CLIENT_REALTIME_PATH } from './protocol-constants';

describe('protocol constants (docs/PROTOCOL.md Connecting)', () => {
  it('the browser declares the protocol version and path of @trivia/protocol', () => {
    expect(CLIENT_PROTOCOL_VERSION).toBe(PROTOCOL_VERSION);
    expect(CLIENT_REALTIME_PATH).toBe(REALTIME_PATH);
  });
});
