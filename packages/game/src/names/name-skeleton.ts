import { replaceConfusables } from './confusables';
import { foldSmallCapitals, INVISIBLE_NON_SPACE, WHITESPACE_RUN } from './name-characters';

/** UTS #39 skeleton: NFD, each character mapped by Unicode's confusables.txt, NFD again. */
function confusableSkeleton(text: string): string {
  return replaceConfusables(text.normalize('NFD')).normalize('NFD');
}

/**
 * A combining mark on a letter of the scripts that write accents as marks (Latin, Greek,
 * Cyrillic) or on a symbol, digit or space: an accent or a disguise, which a look-alike
 * comparison drops ("Ale\u0301x" looks like "Alex"). The vowel signs of Indic and
 * other scripts, which make different names, are kept.
 */
const ACCENT_MARK =
  /(?<=(?:^|[\p{sc=Latin}\p{sc=Greek}\p{sc=Cyrillic}\p{sc=Common}])\p{M}*)\p{M}/gu;

/**
 * What a name looks like, for comparing names: NFKC, invisible characters removed,
 * whitespace folded, accents dropped, then the UTS #39 confusable skeleton,
 * case-insensitive. "Аlex" (Cyrillic А), "Al\u200Bex", "Ale\u0301x" and "ALEX" all have
 * the skeleton of "Alex". Not meant to be shown.
 */
export function nameSkeleton(name: string): string {
  const visible = name
    .normalize('NFKC')
    .replace(INVISIBLE_NON_SPACE, '')
    .replace(WHITESPACE_RUN, ' ')
    .trim()
    .normalize('NFD')
    .replace(ACCENT_MARK, '');
  // Case-insensitive without losing look-alikes that exist in one case only: capitals first
  // ("I" is mapped to "l", so "AIex" meets "Alex"), then small letters ("m" to "rn").
  const capitals = confusableSkeleton(foldSmallCapitals(visible).toUpperCase());
  return confusableSkeleton(capitals.toLowerCase());
}

/** The first of `otherNames` that looks like `name` (same skeleton), or null. */
export function lookAlikeOf(name: string, otherNames: readonly string[]): string | null {
  const skeleton = nameSkeleton(name);
  return otherNames.find((other) => nameSkeleton(other) === skeleton) ?? null;
}

/** True when `name` looks like one of `otherNames`: the same confusable skeleton. */
export function isNameTaken(name: string, otherNames: readonly string[]): boolean {
  return lookAlikeOf(name, otherNames) !== null;
}
