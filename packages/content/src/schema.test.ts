import type { Topic } from '@trivia/game';
import { describe, expect, it } from 'vitest';
import { makeAnswers, makeCategoryFile, makeEntry, makeTopic } from '../test/builders';
import { formatPath } from './problems';
import {
  categoryFileSchema,
  gameTypeSchema,
  libraryTopicEntrySchema,
  topicEntrySchema,
  type TopicRecord,
  topicSchema,
} from './schema';

function problemsOf(value: unknown): string[] {
  const result = topicSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((i) => `${formatPath(i.path)}: ${i.message}`);
}

describe('Topic schema', () => {
  it('accepts a complete topic, and its type is a @trivia/game Topic', () => {
    const parsed: TopicRecord = topicSchema.parse(makeTopic());
    const asGameTopic: Topic = parsed;
    expect(asGameTopic).toEqual(makeTopic());
  });

  it('requires the id to be a lowercase slug', () => {
    expect(problemsOf(makeTopic({ id: 'Largest Oceans' }))).toEqual([
      'id: must be a lowercase slug such as "largest-oceans"',
    ]);
    expect(problemsOf(makeTopic({ id: 'largest--oceans' }))).toHaveLength(1);
    expect(problemsOf(makeTopic({ id: 'top-5-oceans-2024' }))).toEqual([]);
  });

  it('[TOPIC-1] limits the title to 80 characters', () => {
    expect(problemsOf(makeTopic({ title: 'x'.repeat(80) }))).toEqual([]);
    expect(problemsOf(makeTopic({ title: 'x'.repeat(81) }))).toEqual([
      'title: must be at most 80 characters',
    ]);
    expect(problemsOf(makeTopic({ title: ' Largest oceans' }))).toEqual([
      'title: must not start or end with a space',
    ]);
  });

  it('[TOPIC-1][LIMIT-1] requires exactly 5 answers', () => {
    expect(problemsOf(makeTopic({ answers: makeAnswers().slice(0, 4) }))).toEqual([
      'answers: must have exactly 5 answers, in rank order',
    ]);
    expect(problemsOf(makeTopic({ answers: [...makeAnswers(), { text: 'Caspian' }] }))).toEqual([
      'answers: must have exactly 5 answers, in rank order',
    ]);
  });

  it('[TOPIC-1] requires answers distinct once case, accents, spaces and punctuation are ignored', () => {
    const answers = makeAnswers({ 0: { text: 'Coca-Cola' }, 3: { text: 'coca cola' } });
    expect(problemsOf(makeTopic({ answers }))).toEqual([
      'answers[3].text: "coca cola" is the same as answer 1 ("Coca-Cola") once case, accents, spaces and punctuation are ignored',
    ]);
    const accents = makeAnswers({ 1: { text: 'Québec' }, 2: { text: 'Quebec' } });
    expect(problemsOf(makeTopic({ answers: accents }))).toHaveLength(1);
  });

  it("[TOPIC-1] refuses an alias that collides with another answer's text or aliases", () => {
    const withText = makeAnswers({ 0: { text: 'Pacific', aliases: ['Atlantic'] } });
    expect(problemsOf(makeTopic({ answers: withText }))).toEqual([
      'answers[1].text: "Atlantic" is the same as answer 1 ("Pacific") once case, accents, spaces and punctuation are ignored',
    ]);
    const withAlias = makeAnswers({ 4: { text: 'Arctic', aliases: ['antarctic-ocean'] } });
    expect(problemsOf(makeTopic({ answers: withAlias }))).toEqual([
      'answers[4].aliases[0]: "antarctic-ocean" is the same as answer 4 ("Southern") once case, accents, spaces and punctuation are ignored',
    ]);
  });

  it("allows an answer's own aliases to differ only by accents, but not to repeat", () => {
    const accents = makeAnswers({ 0: { text: 'Dag Hammarskjöld', aliases: ['Hammarskjold'] } });
    expect(problemsOf(makeTopic({ answers: accents }))).toEqual([]);
    const repeated = makeAnswers({ 0: { text: 'Pacific', aliases: ['pacific', 'Pac', 'PAC'] } });
    expect(problemsOf(makeTopic({ answers: repeated }))).toEqual([
      'answers[0].aliases[0]: "pacific" repeats the answer or another of its aliases',
      'answers[0].aliases[2]: "PAC" repeats the answer or another of its aliases',
    ]);
  });

  it('[TOPIC-1] refuses an alias containing the CSV alias separator "|"', () => {
    const answers = makeAnswers({ 0: { text: 'Pacific', aliases: ['Pacific|Ocean'] } });
    expect(problemsOf(makeTopic({ answers }))).toEqual([
      'answers[0].aliases[0]: must not contain "|"',
    ]);
  });

  it('requires an https source URL and a real YYYY-MM-DD retrieval date', () => {
    expect(problemsOf(makeTopic({ sourceUrl: 'http://en.wikipedia.org/wiki/Ocean' }))).toEqual([
      'sourceUrl: must be an https:// address of a public page',
    ]);
    expect(problemsOf(makeTopic({ sourceUrl: 'https://localhost/list' }))).toHaveLength(1);
    expect(problemsOf(makeTopic({ retrievedAt: '22/11/2026' }))).toEqual([
      'retrievedAt: must be a real date written YYYY-MM-DD',
    ]);
    expect(problemsOf(makeTopic({ retrievedAt: '2026-02-30' }))).toHaveLength(1);
  });

  it('requires a known category slug', () => {
    expect(problemsOf(makeTopic({ category: 'cooking' }))[0]).toMatch(
      /^category: must be one of geography, science-and-nature, /,
    );
  });

  it('refuses unknown fields and reports missing ones', () => {
    const { title: _title, ...withoutTitle } = makeTopic();
    expect(problemsOf({ ...withoutTitle, tittle: 'Oceans' })).toEqual([
      'title: is required',
      ': Unrecognized key: "tittle"',
    ]);
  });
});

describe('Game type schema', () => {
  it('accepts id, name, description and maxAnswers', () => {
    const topFive = { id: 'top5-blitz', name: 'Top-5 Blitz', description: 'Top 5.', maxAnswers: 5 };
    expect(gameTypeSchema.safeParse(topFive).success).toBe(true);
    expect(gameTypeSchema.safeParse({ ...topFive, maxAnswers: 6 }).success).toBe(false);
    expect(gameTypeSchema.safeParse({ ...topFive, id: 'Top 5' }).success).toBe(false);
  });
});

describe('category file schema (ids unique)', () => {
  it('accepts a category file and refuses a repeated topic id', () => {
    const file = makeCategoryFile('geography', [{ id: 'a' }, { id: 'b' }, { id: 'a' }]);
    const result = categoryFileSchema.safeParse(file);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [formatPath(i.path), i.message])).toEqual([
      ['topics[2].id', 'repeats the id of topics[0]'],
    ]);
    expect(categoryFileSchema.safeParse({ ...file, topics: [makeEntry()] }).success).toBe(true);
  });
});

describe('library topic review fields', () => {
  const checked = {
    sourceDate: '2024',
    checkedAt: '2026-11-28',
    checkedAgainst: 'stored-copy',
  };

  it('accepts a checked topic with its difficulty and family flag', () => {
    const entry = { ...makeEntry(), ...checked, difficulty: 'easy', family: true };
    expect(libraryTopicEntrySchema.safeParse(entry).success).toBe(true);
    expect(libraryTopicEntrySchema.safeParse({ ...entry, sourceDate: '2024-06' }).success).toBe(
      true,
    );
  });

  it('refuses a check given in part, an unknown difficulty or a malformed source date', () => {
    const partial = libraryTopicEntrySchema.safeParse({ ...makeEntry(), checkedAt: '2026-11-28' });
    expect(partial.error?.issues.map((i) => i.message)).toEqual([
      'sourceDate, checkedAt and checkedAgainst must be given together',
    ]);
    expect(
      libraryTopicEntrySchema.safeParse({ ...makeEntry(), difficulty: 'trivial' }).success,
    ).toBe(false);
    expect(
      libraryTopicEntrySchema.safeParse({ ...makeEntry(), ...checked, sourceDate: '2024-13' })
        .success,
    ).toBe(false);
  });

  it('is not part of a My Topics entry', () => {
    expect(topicEntrySchema.safeParse({ ...makeEntry(), difficulty: 'easy' }).success).toBe(false);
  });
});
