import {
  normalizePairingCode as protocolNormalize,
  PAIRING_ALPHABET as PROTOCOL_ALPHABET,
  PAIRING_CODE_LENGTH as PROTOCOL_LENGTH,
  PairingCode,
  tvPairPath,
} from '@trivia/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPairingCode,
  normalizePairingCode,
  PAIRING_ALPHABET,
  PAIRING_CODE_LENGTH,
  spacedPairingCode,
  tvPairLink,
} from './pairing-code';

describe('TV pairing codes, as the web app reads them', () => {
  it('[SCREEN-1] match the protocol: alphabet, length, normalizing, validity and the QR path', () => {
    expect(PAIRING_ALPHABET).toBe(PROTOCOL_ALPHABET);
    expect(PAIRING_CODE_LENGTH).toBe(PROTOCOL_LENGTH);
    expect(tvPairLink('ABC234', 'https://x.test')).toBe(`https://x.test${tvPairPath('ABC234')}`);
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (input) => {
        const code = normalizePairingCode(input);
        expect(code).toBe(protocolNormalize(input));
        expect(isPairingCode(code)).toBe(PairingCode.safeParse(code).success);
      }),
    );
    expect(normalizePairingCode('abc-234')).toBe('ABC234');
    expect(isPairingCode('ABC234')).toBe(true);
    expect(isPairingCode('ABO234')).toBe(false); // no O: it reads as 0
    expect(spacedPairingCode('ABC234')).toBe('ABC 234');
  });
});
