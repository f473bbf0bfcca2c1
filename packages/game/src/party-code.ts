import { PARTY_CODE_ALPHABET, PARTY_CODE_LENGTH } from './constants';

/**
 * JOIN-1: 6 characters from A-Z and 0-9. `random` returns a number in [0, 1),
 * like Math.random; the caller owns the randomness.
 */
export function generatePartyCode(random: () => number): string {
  let code = '';
  for (let i = 0; i < PARTY_CODE_LENGTH; i += 1) {
    code += PARTY_CODE_ALPHABET.charAt(alphabetIndex(random()));
  }
  return code;
}

function alphabetIndex(r: number): number {
  // Clamp so a source that returns exactly 1 (or a little outside [0, 1)) still yields a letter.
  const index = Math.floor(r * PARTY_CODE_ALPHABET.length);
  return Math.min(PARTY_CODE_ALPHABET.length - 1, Math.max(0, Number.isFinite(index) ? index : 0));
}

/** JOIN-2: the join input upper-cased, stripped of non-alphanumerics, at most 6 long. */
export function normalizeJoinCode(input: string): string {
  return input
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, PARTY_CODE_LENGTH);
}

const PARTY_CODE_PATTERN = new RegExp(`^[${PARTY_CODE_ALPHABET}]{${PARTY_CODE_LENGTH}}$`);

/** JOIN-2: true for exactly 6 characters from A-Z and 0-9 (the Join button's condition). */
export function isValidPartyCode(code: string): boolean {
  return PARTY_CODE_PATTERN.test(code);
}
