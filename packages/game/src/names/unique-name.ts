import { NAME_MAX_LENGTH } from './name-rule';
import { nameSkeleton } from './name-skeleton';

/** `name` cut to at most `length` UTF-16 units (40 by default) without splitting a character. */
export function truncateName(name: string, length: number = NAME_MAX_LENGTH): string {
  let cut = '';
  for (const character of name) {
    if (cut.length + character.length > length) break;
    cut += character;
  }
  return cut.trimEnd();
}

/**
 * `name` when no other name looks like it, else `name (2)`, `name (3)`, ... the
 * first that looks like none of `otherNames`, cut so it stays within 40 characters. A party
 * shows every member under a name no other member's resembles, the host's included.
 */
export function uniqueNameAmong(name: string, otherNames: readonly string[]): string {
  const taken = new Set(otherNames.map(nameSkeleton));
  if (!taken.has(nameSkeleton(name))) return name;
  // Ends: each number gives a different skeleton, and only otherNames.length are taken.
  for (let number = 2; ; number += 1) {
    const suffix = ` (${number})`;
    const candidate = `${truncateName(name, NAME_MAX_LENGTH - suffix.length)}${suffix}`;
    if (!taken.has(nameSkeleton(candidate))) return candidate;
  }
}
