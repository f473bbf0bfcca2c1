/**
 * Every English word that depends on a number or a name, in one module so
 * that the i18n library to come can replace it. Numbers go through Intl.PluralRules, never
 * through `${n} points` concatenation.
 */
const cardinal = new Intl.PluralRules('en');
const ordinalRules = new Intl.PluralRules('en', { type: 'ordinal' });

/** The noun for a count: plural('point', 'points', 1) is "point". */
export function plural(count: number, one: string, other: string): string {
  return cardinal.select(count) === 'one' ? one : other;
}

/** A count with its noun: "1 point", "4 points". */
export function countOf(count: number, one: string, other: string): string {
  return `${count} ${plural(count, one, other)}`;
}

/** "1 point", "4 points". */
export function pointsText(points: number): string {
  return countOf(points, 'point', 'points');
}

/** The unit alone, for a number drawn on its own (a count-up): "pt" or "pts". */
export function pointsUnit(points: number): string {
  return plural(points, 'pt', 'pts');
}

/** The short form for tight spots: "1 pt", "4 pts". */
export function pointsShort(points: number): string {
  return `${points} ${pointsUnit(points)}`;
}

const ORDINAL_SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

/** "1st", "2nd", "3rd", "4th", "11th", "22nd". */
export function ordinal(place: number): string {
  return `${place}${ORDINAL_SUFFIX[ordinalRules.select(place)] ?? 'th'}`;
}

/** A place in the standings, "2nd =" when it is shared. */
export function placeText(place: number, tied: boolean): string {
  return tied ? `${ordinal(place)} =` : ordinal(place);
}

/** "Team Red's", and for a name ending in s, "Whales'". */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

/** The turn banner and announcement: "Team Red's turn", "Whales' turn". */
export function turnText(teamName: string): string {
  return `${possessive(teamName)} turn`;
}

/**
 * Whether a team name reads as a plural noun ("Sharks", "The Quiz Kids"): its last word ends
 * in s, but not in ss, us or is ("Boss", "Walrus", "Atlantis" are one thing). Team names
 * like "Team Red" or "Team 1" are singular.
 */
export function isPluralName(name: string): boolean {
  const last = name.trim().split(/\s+/).at(-1) ?? '';
  return /[^su]s$/i.test(last) && !/is$/i.test(last) && last.length > 2;
}

/** "Team Red wins!", "Sharks win!". */
export function winsText(teamName: string): string {
  return `${teamName} ${isPluralName(teamName) ? 'win' : 'wins'}!`;
}

/** "A", "A and B", "A, B and C". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
