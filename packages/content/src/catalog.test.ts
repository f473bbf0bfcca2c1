import { readdirSync } from 'node:fs';
import { findBestMatch } from '@trivia/game';
import { describe, expect, it } from 'vitest';
import {
  categories,
  gameTypes,
  onlineGameTypes,
  playableGameTypes,
  topicDifficulties,
  topics,
} from './catalog';
import { bundledContent } from './data-files';
import { categoryCounts, MAX_CATEGORY_SHARE } from './stats';

describe('the shipped catalog', () => {
  it('[ROUND-5] carries each data file topic’s difficulty by id', () => {
    const files = Object.values(bundledContent.topicFiles) as Array<{
      topics: Array<{ id: string; difficulty?: string }>;
    }>;
    const given = files.flatMap((file) => file.topics).filter((t) => t.difficulty !== undefined);
    expect(given.length).toBeGreaterThan(0);
    for (const topic of given) expect(topicDifficulties[topic.id]).toBe(topic.difficulty);
    expect(Object.keys(topicDifficulties)).toHaveLength(given.length);
  });

  it('lists every data file in data/topics', () => {
    const files = readdirSync(new URL('../data/topics/', import.meta.url))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length));
    expect(Object.keys(bundledContent.topicFiles).sort()).toEqual(files.sort());
  });

  it('has at least 200 Top-5 Blitz topics with unique ids', () => {
    const blitz = topics.filter((topic) => topic.gameTypeId === 'top5-blitz');
    expect(blitz.length).toBeGreaterThanOrEqual(200);
    expect(new Set(topics.map((topic) => topic.id)).size).toBe(topics.length);
  });

  it('spreads topics over at least 10 categories, none above 15 % of the topics', () => {
    expect(categories.length).toBeGreaterThanOrEqual(10);
    const crowded = categoryCounts(topics).filter((row) => row.share > MAX_CATEGORY_SHARE);
    expect(crowded).toEqual([]);
  });

  it('keeps family-feud in data but plays only types with topics', () => {
    expect(gameTypes.map((type) => type.id)).toEqual(['top5-blitz', 'family-feud']);
    expect(playableGameTypes.map((type) => type.id)).toEqual(['top5-blitz']);
  });

  it('[SURVEY-11] plays family-feud online as Survey Says, its topics the party survey boards', () => {
    expect(onlineGameTypes.map((type) => type.id)).toEqual(['top5-blitz', 'family-feud']);
  });
});

describe('answer matching on every topic', () => {
  it('[MATCH-1] resolves every answer text and alias to its own rank', () => {
    const misses: string[] = [];
    for (const topic of topics) {
      topic.answers.forEach((answer, rank) => {
        for (const text of [answer.text, ...(answer.aliases ?? [])]) {
          const match = findBestMatch(text, topic.answers);
          if (!match.found || match.rank !== rank) {
            misses.push(`${topic.id}: "${text}" should be #${rank + 1}, got #${match.rank + 1}`);
          }
        }
      });
    }
    expect(misses).toEqual([]);
  });

  // Guesses people really type: other spellings, partial names, surnames, extra words.
  const realisticGuesses: Record<string, Array<[guess: string, rank: number]>> = {
    'most-populous-countries-2024': [
      ['usa', 2],
      ['the united states', 2],
      ['china', 1],
      ['india', 0],
    ],
    'highest-mountains': [
      ['everest', 0],
      ['mt everest', 0],
      ['k2', 1],
    ],
    'longest-rivers': [
      ['river nile', 0],
      ['the amazon river', 1],
      ['mississippi river', 3],
      ['missouri', 3],
    ],
    'largest-oceans': [
      ['pacific ocean', 0],
      ['the indian ocean', 2],
      ['southern ocean', 3],
      ['arctic ocean', 4],
    ],
    'largest-lakes': [
      ['lake superior', 1],
      ['lake victoria', 2],
      ['caspian', 0],
    ],
    'seven-summits': [
      ['mount kilimanjaro', 3],
      ['mt elbrus', 4],
      ['mount mckinley', 2],
    ],
    'first-people-in-space': [
      ['gagarin', 0],
      ['yuri gagarin', 0],
      ['john glenn', 4],
    ],
    'first-moonwalkers': [
      ['armstrong', 0],
      ['buzz', 1],
      ['alan shepard', 4],
    ],
    'most-mens-grand-slam-singles-titles': [
      ['djokovic', 0],
      ['nadal', 1],
      ['federer', 2],
    ],
    'first-un-secretaries-general': [
      ['dag hammarskjold', 1],
      ['perez de cuellar', 4],
    ],
    'largest-cats': [
      ['tigers', 0],
      ['puma', 3],
    ],
    'chinese-zodiac-sixth-to-tenth': [
      ['sheep', 2],
      ['the monkey', 3],
    ],
  };

  for (const [id, guesses] of Object.entries(realisticGuesses)) {
    it(`accepts common guesses for ${id}`, () => {
      const topic = topics.find((candidate) => candidate.id === id);
      if (topic === undefined) throw new Error(`no topic ${id}`);
      for (const [guess, rank] of guesses) {
        expect({ guess, rank: findBestMatch(guess, topic.answers).rank }).toEqual({ guess, rank });
      }
    });
  }
});
