import { pairKey, wordSimilarity } from './library-checks';

/**
 * Pure checks of the Survey Says prompts as a whole (docs/CONTENT.md, "Survey Says prompts"):
 * prompts that ask nearly the same thing. `npm test` runs them on the shipped prompts;
 * `npm run content -- stats` prints the figures.
 */

/**
 * Words that frame a prompt rather than say what it asks: "Name something people …",
 * "A reason you might …". Two prompts sharing only these share nothing.
 */
const PROMPT_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the of in on at by for to from with and or as into about ' +
    'name something thing things someone somebody people person you your yourd youd youre ' +
    'youve youll they their them we our it its that which who what when where how ' +
    'might would could can do does did is are be been being get gets have has had ' +
    'often usually always never ever most more some one ones other another reason way ' +
    'likely probably really just still very'
  ).split(' '),
);

/** A word without its plural ending: "beaches" and "beach", "parties" and "party" meet. */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|x|z|ss)es$/.test(word)) return word.slice(0, -2);
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/** The words of a prompt that say what it asks: no frame words, case, accents or plural "s". */
export function promptWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && !PROMPT_STOP_WORDS.has(word))
    .map(stem);
}

/** Jaccard similarity of two prompts' words (see promptWords), 0 to 1. */
export function promptSimilarity(a: string, b: string): number {
  return wordSimilarity(promptWords(a), promptWords(b));
}

/**
 * Prompts this similar or more ask nearly the same thing: most of their words are shared
 * ("Name something you take to the beach" / "Name something you pack for the beach" is 0.67).
 * Distinct prompts that share a setting score less ("… at the beach" / "… at the zoo" is 0.33).
 */
export const NEAR_DUPLICATE_PROMPT_THRESHOLD = 0.6;

export interface PromptPair {
  ids: readonly [string, string];
  texts: readonly [string, string];
  similarity: number;
}

/** Pairs of prompts at `threshold` or more (promptSimilarity), but those in `allowed` (pairKey). */
export function nearDuplicatePrompts(
  prompts: ReadonlyArray<{ id: string; text: string }>,
  allowed: ReadonlySet<string> = new Set(),
  threshold: number = NEAR_DUPLICATE_PROMPT_THRESHOLD,
): PromptPair[] {
  const words = prompts.map((prompt) => promptWords(prompt.text));
  const pairs: PromptPair[] = [];
  prompts.forEach((a, i) => {
    prompts.forEach((b, j) => {
      if (j <= i) return;
      const similarity = wordSimilarity(words[i] ?? [], words[j] ?? []);
      if (similarity < threshold || allowed.has(pairKey(a.id, b.id))) return;
      pairs.push({ ids: [a.id, b.id], texts: [a.text, b.text], similarity });
    });
  });
  return pairs;
}
