import { describe, expect, it } from 'vitest';
import { makeAnswers, makeTopic } from '../test/builders';
import { topics } from './catalog';
import { topicsToCsv, topicsToJson } from './export';
import { parseTopicsFile } from './import/parse';

describe('export (npm run content -- export)', () => {
  it('round-trips the whole catalog through JSON', () => {
    expect(parseTopicsFile(topicsToJson(topics), 'json')).toEqual({ ok: true, topics });
  });

  it('round-trips the whole catalog through CSV', () => {
    expect(parseTopicsFile(topicsToCsv(topics), 'csv')).toEqual({ ok: true, topics });
  });

  it('quotes CSV cells with commas and quotes, and joins aliases with "|"', () => {
    const topic = makeTopic({
      id: 'quoted',
      title: 'Oceans, "largest" first',
      answers: makeAnswers({ 0: { text: 'Pacific', aliases: ['Pacific Ocean', 'Great Ocean'] } }),
    });
    const [, row] = topicsToCsv([topic]).split('\n');
    expect(row).toBe(
      'quoted,top5-blitz,geography,"Oceans, ""largest"" first",Pacific,Atlantic,Indian,Southern,Arctic,' +
        'Pacific Ocean|Great Ocean,,,Antarctic Ocean,,https://en.wikipedia.org/wiki/Ocean,2026-11-22',
    );
    expect(parseTopicsFile(topicsToCsv([topic]), 'csv')).toEqual({ ok: true, topics: [topic] });
  });

  it('writes JSON as category files, one per category and game type', () => {
    const files = JSON.parse(
      topicsToJson([
        makeTopic({ id: 'a' }),
        makeTopic({ id: 'b', category: 'space' }),
        makeTopic({ id: 'c' }),
      ]),
    ) as Array<{ category: string; topics: Array<{ id: string }> }>;
    expect(files.map((file) => [file.category, file.topics.map((topic) => topic.id)])).toEqual([
      ['geography', ['a', 'c']],
      ['space', ['b']],
    ]);
  });
});
