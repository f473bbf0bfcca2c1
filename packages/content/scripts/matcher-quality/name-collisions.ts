import type { Answer, Topic } from '@trivia/game';
import { type Case, joined, plainWords, textOf, texts } from './library-cases';

// Words that neither name a thing nor tell two things apart.
const NOT_NAMING = new Set(['the', 'and', 'for', 'from', 'with', 'into', 'its']);
const meaningful = (text: string) =>
  plainWords(text).filter((word) => word.length >= 3 && !NOT_NAMING.has(word));

/**
 * Different-name collisions across the library: a text or alias B of one topic that shares a
 * word with an answer A of another topic, where B and A's text each keep a word the other's
 * names lack ("Larry Page" / "Larry Ellison", "North Korea" / "South Korea"). B against A alone
 * must not match. Names that are the same thing (equal once read plainly) are left out.
 */
export function nameCollisionCases(topics: readonly Topic[]): Case[] {
  const answers = topics.flatMap((topic) => topic.answers.map((answer) => ({ topic, answer })));
  const byWord = new Map<string, Array<{ topic: Topic; answer: Answer }>>();
  for (const entry of answers) {
    for (const word of new Set(meaningful(textOf(entry.answer)))) {
      byWord.set(word, [...(byWord.get(word) ?? []), entry]);
    }
  }
  const seen = new Set<string>();
  const cases: Case[] = [];
  for (const { topic, answer: other } of answers) {
    for (const guess of texts(other)) {
      for (const word of new Set(meaningful(guess))) {
        for (const { topic: home, answer } of byWord.get(word) ?? []) {
          const key = `${guess}\u0000${textOf(answer)}`;
          if (home === topic || seen.has(key) || !isDifferentName(guess, answer)) continue;
          seen.add(key);
          cases.push({ kind: 'different name', guess, answers: [answer], expected: -1 });
        }
      }
    }
  }
  return cases;
}

function isDifferentName(guess: string, answer: Answer): boolean {
  const names = texts(answer);
  if (names.some((name) => joined(name) === joined(guess))) return false;
  const vocabulary = new Set(names.flatMap(meaningful));
  const guessWords = new Set(meaningful(guess));
  const guessAdds = [...guessWords].some((word) => !vocabulary.has(word));
  const answerAdds = meaningful(textOf(answer)).some((word) => !guessWords.has(word));
  return guessAdds && answerAdds;
}
