import { describe, expect, it } from 'vitest';
import { makeCategoryFile, makeTopic } from '../test/builders';
import { topicsToCsv, topicsToJson } from './export';
import { parseTopics } from './import/parse-topics';
import { topicDraftSchema, userTopicSchema } from './user-topic-schema';

const gameTypeIds = ['top5-blitz'];
const mine = { gameTypeIds, rules: 'user' } as const;

describe('My Topics rules: the library schema with an optional http(s) link', () => {
  it('[TOPIC-2] accepts a topic without a source link or date', () => {
    const parsed = userTopicSchema.safeParse({ ...makeTopic(), sourceUrl: '', retrievedAt: '' });
    expect(parsed.success).toBe(true);
  });

  it('[TOPIC-2] accepts http and https links and refuses any other scheme', () => {
    for (const sourceUrl of ['http://example.com/list', 'https://example.com/']) {
      expect(userTopicSchema.safeParse({ ...makeTopic(), sourceUrl }).success, sourceUrl).toBe(
        true,
      );
    }
    for (const sourceUrl of ['javascript:alert(1)', 'data:text/html,x', 'ftp://example.com', 'x']) {
      const parsed = userTopicSchema.safeParse({ ...makeTopic(), sourceUrl });
      expect(parsed.error?.issues[0]?.message, sourceUrl).toBe(
        'must be an http:// or https:// address',
      );
    }
  });

  it('[TOPIC-1] keeps the library rules for the title and the answers', () => {
    const draft = {
      gameTypeId: 'top5-blitz',
      category: 'geography',
      title: 'x'.repeat(81),
      answers: [{ text: 'A' }, { text: 'a' }, { text: 'B' }, { text: 'C', aliases: ['b'] }],
      sourceUrl: '',
    };
    const issues = topicDraftSchema.safeParse(draft).error?.issues ?? [];
    expect(issues.map((issue) => issue.path.join('.'))).toEqual([
      'title',
      'answers',
      'answers.1.text',
      'answers.3.aliases.0',
    ]);
    const five = { ...draft, title: 'Letters', answers: [...draft.answers, { text: 'D' }] };
    const paths = (topicDraftSchema.safeParse(five).error?.issues ?? []).map((i) =>
      i.path.join('.'),
    );
    expect(paths).toEqual(['answers.1.text', 'answers.3.aliases.0']);
  });

  it('reads a CSV without links under the user rules, not under the library rules', () => {
    const topics = [makeTopic({ sourceUrl: '', retrievedAt: '' })];
    const csv = topicsToCsv(topics);
    expect(parseTopics(csv, 'csv', mine)).toEqual({ ok: true, topics });
    const library = parseTopics(csv, 'csv', { gameTypeIds });
    expect(library.ok).toBe(false);
  });

  it('reads back what it exports, in JSON and CSV', () => {
    const topics = [makeTopic(), makeTopic({ id: 'other', sourceUrl: '', retrievedAt: '' })];
    expect(parseTopics(topicsToJson(topics), 'json', mine)).toEqual({ ok: true, topics });
    expect(parseTopics(topicsToCsv(topics), 'csv', mine)).toEqual({ ok: true, topics });
  });

  it('fills in a missing link in a JSON file', () => {
    const file = makeCategoryFile('geography', [{ id: 'oceans' }]);
    const entry = file.topics[0] as Record<string, unknown>;
    delete entry.sourceUrl;
    delete entry.retrievedAt;
    const result = parseTopics(JSON.stringify(file), 'json', mine);
    expect(result.ok && result.topics[0]?.sourceUrl).toBe('');
  });
});
