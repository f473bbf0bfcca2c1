/**
 * The comparison key of an answer or alias: lower-case, without diacritics, punctuation or
 * spaces, so "Coca-Cola", "coca cola" and "Cóca Cola" are the same answer. Two answers of a
 * topic with the same key would be indistinguishable to a player.
 */
export function comparisonKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}
