import { lookAlikeOf, normalizeName } from '../names';
import type { RuleResult } from '../types';
import { fail } from './access';

/** NAME-8: two team names of a party that look alike. */
export function teamNamesLookAlikeMessage(name: string, other: string): string {
  return name === other
    ? `Team names must be different: "${name}" is used twice`
    : `Team names must be different: "${name}" looks like "${other}"`;
}

/**
 * The team names to save (TEAM-2, "Team Setup"): blank entries dropped, each name under the
 * name rule, and no two alike by confusable skeleton ("Team 1" and "Team l").
 */
export function checkTeamNames(
  teamNames: readonly string[],
  allowProfanity = false,
): RuleResult<string[]> {
  const names: string[] = [];
  for (const raw of teamNames) {
    if (raw.trim() === '') continue;
    const checked = normalizeName(raw, 'team', { allowProfanity });
    if (!checked.ok) return fail(checked.error);
    const other = lookAlikeOf(checked.name, names);
    if (other !== null) return fail(teamNamesLookAlikeMessage(checked.name, other));
    names.push(checked.name);
  }
  return { ok: true, state: names };
}
