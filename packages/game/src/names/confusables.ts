import CONFUSABLE_DATA from 'unhomoglyph/data.json' with { type: 'json' };

/**
 * Unicode's confusables.txt (UTS #39) as the `unhomoglyph` package keeps it: each key is one
 * code point, its value the characters it can pass for ("А" → "A", "m" → "rn").
 */
const CONFUSABLES: Readonly<Record<string, string>> = CONFUSABLE_DATA;

/**
 * The same mapping as the package's own `unhomoglyph(text)`, looked up one code point at a
 * time: its entry module builds a 6,000-branch regular expression when imported, which no
 * bundler can leave out of the web app, while this data import is dropped where unused.
 * A test checks the two agree.
 */
export function replaceConfusables(text: string): string {
  let replaced = '';
  for (const character of text) replaced += CONFUSABLES[character] ?? character;
  return replaced;
}
