import { describe, expect, it } from 'vitest';
import { tooCloseTopicIds } from './too-close';

const entry = (id: string, title: string, twins?: string[]) => ({
  id,
  gameTypeId: 'top5-blitz',
  title,
  category: 'Music',
  sourceUrl: '',
  retrievedAt: '2025-01-01',
  ...(twins ? { twins } : {}),
});

describe('topics not offered in a match', () => {
  it('[ROUND-8] holds back the twins of the topics the party played, not the played ones', () => {
    const topics = [
      entry('wine-2022', 'Wine 2022', ['wine-2023']),
      entry('wine-2023', 'Wine 2023', ['wine-2022']),
      entry('oceans', 'Largest oceans'),
    ];
    expect([...tooCloseTopicIds(topics, [])]).toEqual([]);
    expect([...tooCloseTopicIds(topics, ['wine-2022'])]).toEqual(['wine-2023']);
    expect([...tooCloseTopicIds(topics, ['oceans', 'a-topic-of-my-own'])]).toEqual([]);
    // A played topic of another game type (not listed here) still holds back its twins.
    expect([...tooCloseTopicIds(topics.slice(1), ['wine-2022'])]).toEqual(['wine-2023']);
  });
});
