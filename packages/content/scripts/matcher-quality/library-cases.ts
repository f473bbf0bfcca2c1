import type { Answer, Topic } from '@trivia/game';

/** A guess judged against some answers: `expected` is the rank it must find, or -1 for none. */
export interface Case {
  kind: string;
  guess: string;
  answers: readonly Answer[];
  expected: number;
}

/** Common 3-letter pieces of words (the fairness work counted 40 of them). */
export const COMMON_FRAGMENTS = [
  'one', 'ale', 'mer', 'ran', 'ing', 'ter', 'ion', 'ers', 'ent', 'her',
  'ver', 'man', 'ana', 'ria', 'ton', 'lin', 'son', 'ian', 'ill', 'ine',
  'ica', 'ont', 'ore', 'all', 'ist', 'ise', 'art', 'est', 'kin', 'ara',
  'ley', 'per', 'ita', 'ell', 'ard', 'con', 'str', 'ate', 'ant', 'ear',
] as const; // prettier-ignore

/** Joke and filler guesses typed when nobody knows. */
export const FILLER_GUESSES = [
  'i dont know', "i don't know", 'idk', 'dunno', 'no idea', 'pass', 'yes', 'no',
  'maybe', 'the', 'one', 'something', 'i think', 'not sure', 'who knows', 'and',
] as const; // prettier-ignore

const texts = (answer: Answer): string[] =>
  typeof answer === 'string' ? [answer] : [answer.text, ...(answer.aliases ?? [])];
const textOf = (answer: Answer): string => (typeof answer === 'string' ? answer : answer.text);

/** Words read as the matcher reads them: no case, accents or punctuation. */
export function plainWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

const joined = (text: string) => plainWords(text).join('');

/** The answer's text swapped at two middle letters of its longest word (6+ letters). */
function typoOf(text: string): string | undefined {
  const words = text.split(' ');
  const longest = [...words].sort((a, b) => b.length - a.length)[0] ?? '';
  if (!/^\p{L}{6,}$/u.test(longest)) return undefined;
  const i = Math.floor(longest.length / 2);
  const [a, b] = [longest.charAt(i - 1), longest.charAt(i)];
  if (a === b) return undefined;
  const swapped = longest.slice(0, i - 1) + b + a + longest.slice(i + 1);
  return words.map((word) => (word === longest ? swapped : word)).join(' ');
}

/** Plausible spellings of an answer's text that a fair host accepts. */
function variantsOf(text: string): string[] {
  const variants = [text.toLowerCase(), text.toUpperCase()];
  // An article before a name, unless the name is itself a little word ("the", "of").
  if (!/^(the|a|an|of|and|to|be)( |$)/i.test(text)) variants.push(`the ${text}`);
  if (/\s/.test(text)) variants.push(text.replace(/[^\p{L}\p{N}]/gu, ''));
  if (/[^\p{L}\p{N}\s]/u.test(text)) variants.push(text.replace(/[^\p{L}\p{N}\s]/gu, ''));
  const typo = typoOf(text);
  if (typo !== undefined) variants.push(typo);
  if (/\p{L}{3,}[a-rt-z]$/iu.test(text)) variants.push(`${text}s`);
  return variants;
}

/** Each answer's text, aliases and variants must find that answer in its topic. */
export function positiveCases(topics: readonly Topic[]): Case[] {
  return topics.flatMap((topic) =>
    topic.answers.flatMap((answer, rank) =>
      [...texts(answer), ...variantsOf(answer.text)].map((guess) => ({
        kind: 'answer, alias or variant',
        guess,
        answers: topic.answers,
        expected: rank,
      })),
    ),
  );
}

/** 3-letter pieces of an answer's words of 4+ letters that are no word of the topic. */
export function fragmentCases(topics: readonly Topic[]): Case[] {
  return topics.flatMap((topic) => {
    const topicWords = new Set(topic.answers.flatMap(texts).flatMap(plainWords));
    const pieces = new Set<string>();
    for (const word of topic.answers.flatMap((answer) => plainWords(answer.text))) {
      if (word.length < 4) continue;
      for (let i = 0; i + 3 <= word.length; i += 1) pieces.add(word.slice(i, i + 3));
    }
    return [...pieces]
      .filter((piece) => !topicWords.has(piece) && !topicWords.has(`${piece}s`))
      .map((guess) => ({ kind: 'own fragment', guess, answers: topic.answers, expected: -1 }));
  });
}

/** Each common fragment against each answer alone, unless it is a word of that answer. */
export function commonFragmentCases(answers: readonly Answer[]): Case[] {
  return answers.flatMap((answer) => {
    const words = new Set(texts(answer).flatMap(plainWords));
    return COMMON_FRAGMENTS.filter((piece) => !words.has(piece)).map((guess) => ({
      kind: 'common fragment',
      guess,
      answers: [answer],
      expected: -1,
    }));
  });
}

/** Each filler guess against each answer alone, unless it is that answer's name ("The"). */
export function fillerCases(answers: readonly Answer[]): Case[] {
  return answers.flatMap((answer) =>
    FILLER_GUESSES.filter(
      (guess) => !texts(answer).some((name) => joined(name) === joined(guess)),
    ).map((guess) => ({ kind: 'filler', guess, answers: [answer], expected: -1 })),
  );
}

/** The texts and aliases of the other answers of a topic, each against one answer alone. */
export function sameTopicCases(topics: readonly Topic[]): Case[] {
  return topics.flatMap((topic) =>
    topic.answers.flatMap((answer) =>
      topic.answers
        .filter((other) => other !== answer)
        .flatMap(texts)
        .map((guess) => ({ kind: 'same-topic other', guess, answers: [answer], expected: -1 })),
    ),
  );
}

export { joined, textOf, texts };
