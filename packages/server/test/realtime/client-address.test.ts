import { describe, expect, it } from 'vitest';
import { clientAddress } from '../../src/realtime/client-address';

describe('the client address behind proxies (per-address join limits)', () => {
  const header = '203.0.113.7, 198.51.100.2';

  it('is the peer when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    expect(clientAddress('::ffff:10.0.0.1', header, false)).toBe('10.0.0.1');
  });

  it('is the first entry when every proxy is trusted', () => {
    expect(clientAddress('10.0.0.1', header, true)).toBe('203.0.113.7');
  });

  it('counts trusted hops from our side', () => {
    expect(clientAddress('10.0.0.1', header, 1)).toBe('198.51.100.2');
    expect(clientAddress('10.0.0.1', header, 2)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.1', header, 9)).toBe('203.0.113.7');
  });

  it('skips trusted addresses and ranges', () => {
    expect(clientAddress('10.0.0.1', header, ['10.0.0.0/8', '198.51.100.2'])).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.1', header, ['10.0.0.0/8'])).toBe('198.51.100.2');
  });
});
