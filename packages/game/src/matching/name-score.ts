import { isWrittenAcronym } from './acronym';
import { hasStrayInitial, namesDifferentThing } from './different-thing';
import { typoTolerantShare, wholeNameScore } from './lenient-score';
import { namesAnotherNumber } from './numbers';
import { isSpecExact, specShare } from './spec-score';

/**
 * How well a guess matches one name (text or alias) of an answer whose names are `names`,
 * text first: 1 for an exact match; a whole-name reading (spacing, accents, one typo,
 * acronym, see wholeNameScore); or the share (MATCH-4) of the name's words matched. A share,
 * and a guess spelling out an alias acronym ("South America" for "SA", alias of South
 * Australia), count only when the guess does not name a different thing (see
 * namesDifferentThing), nor keep an initial the name cannot account for ("S America" is not
 * North America, see hasStrayInitial). A guess naming another number than the answer scores
 * nothing unless it is the name itself (MATCH-12: "Edward VII" is not Edward VIII, see
 * namesAnotherNumber). Returns 0 or a score between 0.5 and 1.
 */
export function scoreName(guess: string, name: string, names: readonly string[]): number {
  if (isSpecExact(guess, name)) return 1;
  const whole = wholeNameScore(guess, name);
  if (whole === 1) return 1;
  if (namesAnotherNumber(guess, name, names)) return 0;
  const share = Math.max(specShare(guess, name), typoTolerantShare(guess, name));
  const spellsOutAliasAcronym = whole > 0 && name !== names[0] && isWrittenAcronym(name);
  if (share <= whole && !spellsOutAliasAcronym) return whole;
  const differs = namesDifferentThing(guess, names) || hasStrayInitial(guess, name);
  if (!differs) return Math.max(whole, share);
  return spellsOutAliasAcronym ? 0 : whole;
}
