import {
  DataSet,
  englishDataset,
  englishRecommendedTransformers,
  pattern,
  RegExpMatcher,
  type Matcher,
} from 'obscenity';
import { memoByText } from '../matching/text-memo';
import { foldText } from './folded-text';

/**
 * Spellings the English list misses: the sound-alike "ph" for "f" ("phuck",
 * "phuk", "phuq") and "q" for "ck" ("fuq"). obscenity's pattern syntax: `|` is a word
 * boundary, `[x]` an optional letter, `?` any one character.
 */
const SOUND_ALIKES = [
  {
    originalWord: 'fuck',
    patterns: [pattern`ph[?]ck`, pattern`|phuk`, pattern`|phuq`, pattern`|fuq`],
  },
] as const;

/**
 * Real names, places, foods and words that hold a listed word (the Scunthorpe problem),
 * matched as written: a name may hold them. The English list's own whitelist (Dickens,
 * Montenegro, "van dyke", ...) is kept too.
 */
const ALLOWED_TERMS = [
  // People and characters.
  'dick van dyke',
  'moby dick',
  'philip k dick',
  'philip k. dick',
  'dick cheney',
  'dick tracy',
  'dick turpin',
  'dick whittington',
  'dick grayson',
  'dickinson',
  'dickson',
  'dickie',
  'dickey',
  'dickerson',
  'riddick',
  'cummings',
  'cummins',
  'shitara',
  'slutsky',
  'fukuda',
  'fukuyama',
  'fagin',
  'pissarro',
  // Places.
  'penistone',
  'fukuoka',
  'fukushima',
  'phuket',
  'wankhede',
  'twatt',
  // Things.
  'cockpit',
  'cockscomb',
  'cocksure',
  'shiitake',
  'pussycat',
  'negroni',
  'rapeseed',
  'retardant',
  'cum laude',
  'same-sex',
  'same sex',
  'wankel',
  'blue tit',
  'great tit',
  'coal tit',
];

let matcher: Matcher | undefined;

function buildMatcher(): Matcher {
  const dataset = new DataSet<{ originalWord: string }>().addAll(englishDataset);
  for (const { originalWord, patterns } of SOUND_ALIKES) {
    dataset.addPhrase((phrase) => {
      let built = phrase.setMetadata({ originalWord });
      for (const p of patterns) built = built.addPattern(p);
      return built;
    });
  }
  const built = dataset.build();
  return new RegExpMatcher({
    ...built,
    whitelistedTerms: [...(built.whitelistedTerms ?? []), ...ALLOWED_TERMS],
    ...englishRecommendedTransformers,
  });
}

/** A profane stretch of a text: [start, end) in the text as given. */
export interface ProfaneSpan {
  start: number;
  end: number;
}

/**
 * The profane stretches of `text`: obscenity's English list and its
 * transformers for look-alike, leet-speak ("sh1t") and stretched ("fuuuck") spellings, read
 * in the folded text (folded-text.ts: accents dropped, "f u c k" and "f.u.c.k" joined), and
 * mapped back to where they are in `text`. Built on first use; the answer for a text is
 * remembered (every Save Teams checks the same team names again).
 */
export const profaneSpans: (text: string) => readonly ProfaneSpan[] = memoByText((text) => {
  matcher ??= buildMatcher();
  const folded = foldText(text);
  return matcher.getAllMatches(folded.text, true).map(({ startIndex, endIndex }) => ({
    start: folded.from[startIndex] ?? 0,
    end: folded.to[endIndex] ?? text.length,
  }));
});

/** Does `text` hold a profane word? */
export function isProfane(text: string): boolean {
  return profaneSpans(text).length > 0;
}

/** A character of a word: a letter, digit or mark. */
const WORD_CHARACTER = /^[\p{L}\p{N}\p{M}]$/u;

/** What a profane stretch says, compared loosely: lower case, letters and digits only. */
function wordOf(text: string, span: ProfaneSpan): string {
  return foldText(text.slice(span.start, span.end))
    .text.toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * `text` with every word that holds a profane stretch masked by asterisks (spaces kept), for
 * showing to others (guess text on the big screen). A stretch that says a word one
 * of `allowedIn` also holds is kept: a guess that names an answer such as "Sex Pistols"
 * shows as the answer does.
 */
export function maskProfanity(text: string, allowedIn: readonly string[] = []): string {
  const spans = profaneSpans(text);
  if (spans.length === 0) return text;
  const allowed = new Set(
    allowedIn.flatMap((other) => profaneSpans(other).map((span) => wordOf(other, span))),
  );
  // One entry per character: where it starts, and whether it is shown as "*".
  const characters = [...text];
  const starts: number[] = [];
  let at = 0;
  for (const character of characters) {
    starts.push(at);
    at += character.length;
  }
  const masked = characters.map(() => false);
  const inWord = (index: number) => WORD_CHARACTER.test(characters[index] ?? '');
  for (const span of spans) {
    if (allowed.has(wordOf(text, span))) continue;
    // The whole word goes: "fucking" shows as "*******", not "****ing".
    let first = starts.findIndex((start) => start >= span.start);
    let last = starts.findLastIndex((start) => start < span.end);
    while (first > 0 && inWord(first - 1)) first -= 1;
    while (last < characters.length - 1 && inWord(last + 1)) last += 1;
    for (let index = first; index <= last; index += 1) masked[index] = true;
  }
  return characters
    .map((character, index) => (masked[index] === true && !/\s/u.test(character) ? '*' : character))
    .join('');
}
