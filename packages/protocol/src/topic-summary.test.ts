import { describe, expect, it } from 'vitest';
import { TopicDto, TopicSummary } from './http';
import { toTopicSummary } from './topic-summary';

const topic: TopicDto = {
  id: 'largest-planets',
  gameTypeId: 'top5-blitz',
  title: 'Largest planets',
  category: 'science',
  sourceUrl: 'https://en.wikipedia.org/wiki/Planet',
  retrievedAt: '2024-01-01',
  answers: [{ text: 'Jupiter' }],
};

describe('one topic summary', () => {
  it('toTopicSummary keeps exactly the schema fields, in the schema order', () => {
    const summary = toTopicSummary({ ...topic, slug: 'own', ownerId: 'u1' } as TopicSummary);
    expect(Object.keys(summary)).toEqual(Object.keys(TopicSummary.shape));
    expect(JSON.stringify(summary)).toBe(JSON.stringify(TopicSummary.parse(topic)));
  });

  it('a topic with answers is its summary plus the answers, in that order', () => {
    expect(Object.keys(TopicDto.shape)).toEqual([...Object.keys(TopicSummary.shape), 'answers']);
  });
});
