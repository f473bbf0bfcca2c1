/**
 * SCREEN-1: @trivia/protocol's TV pairing code, mirrored (the web app imports only the
 * protocol's types, so its zod schemas stay out of the bundle); pairing-code.test.ts keeps
 * the two equal.
 */
export const PAIRING_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PAIRING_CODE_LENGTH = 6;

/** What the host types, as a code: capitals, without spaces or dashes. */
export function normalizePairingCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, '');
}

export function isPairingCode(code: string): boolean {
  return (
    code.length === PAIRING_CODE_LENGTH && [...code].every((c) => PAIRING_ALPHABET.includes(c))
  );
}

/** The code as the TV shows it, in two halves that read aloud well: "ABC 234". */
export function spacedPairingCode(code: string): string {
  return `${code.slice(0, 3)} ${code.slice(3)}`;
}

/** The page the TV's QR code opens on the host's phone (protocol's tvPairPath). */
export function tvPairLink(code: string, origin = window.location.origin): string {
  return `${origin}/tv/${code}`;
}
