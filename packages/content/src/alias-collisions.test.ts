import { type Answer, findBestMatch } from '@trivia/game';
import { describe, expect, it } from 'vitest';
import { topics } from './catalog';

const names = (answer: Answer) =>
  typeof answer === 'string' ? [answer] : [answer.text, ...(answer.aliases ?? [])];

const words = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3);

const isSubset = (small: readonly string[], large: readonly string[]) =>
  small.length > 0 && small.every((word) => large.includes(word));

/**
 * Nested names share all their words one way: "Bank of China" and "Agricultural Bank of
 * China". The matcher lets a name with added words match (MATCH-9), so these match each other
 * alone; in the topic each name still finds its own answer (catalog.test.ts checks that).
 */
function isNested(name: string, other: Answer): boolean {
  const nameWords = words(name);
  const otherWords = names(other).flatMap(words);
  return isSubset(nameWords, otherWords) || isSubset(words(names(other)[0] ?? ''), nameWords);
}

describe('aliases and texts of a topic do not collide', () => {
  it('[TOPIC-1] matches no other answer of the topic with any answer text or alias', () => {
    const collisions: string[] = [];
    for (const topic of topics) {
      for (const answer of topic.answers) {
        for (const other of topic.answers.filter((candidate) => candidate !== answer)) {
          for (const name of names(answer)) {
            if (!findBestMatch(name, [other]).found || isNested(name, other)) continue;
            collisions.push(`${topic.id}: "${name}" (of ${answer.text}) matches ${other.text}`);
          }
        }
      }
    }
    expect(collisions).toEqual([]);
  });

  it('keeps nested names apart inside their topic', () => {
    const banks = topics.find((topic) => topic.id === 'largest-banks-by-assets-2023');
    if (banks === undefined) throw new Error('no topic largest-banks-by-assets-2023');
    expect(findBestMatch('bank of china', banks.answers).rank).toBe(3);
    expect(findBestMatch('agricultural bank of china', banks.answers).rank).toBe(2);
    expect(findBestMatch('industrial and comercial bank of china', banks.answers).rank).toBe(0);
  });
});
