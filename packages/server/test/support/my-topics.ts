import type { MyTopicDto, MyTopicInput } from '@trivia/protocol';
import type { ApiClient } from './api-client';

/** A valid topic as the editor sends it, with any field overridden. */
export function makeTopicInput(overrides: Partial<MyTopicInput> = {}): MyTopicInput {
  return {
    gameTypeId: 'top5-blitz',
    category: 'sport',
    title: 'Best-selling board games',
    answers: [
      { text: 'Chess' },
      { text: 'Monopoly' },
      { text: 'Scrabble' },
      { text: 'Cluedo', aliases: ['Clue'] },
      { text: 'Risk' },
    ],
    sourceUrl: '',
    ...overrides,
  };
}

/** POST /api/my-topics that must succeed; the stored topic. */
export async function createMyTopic(
  client: ApiClient,
  overrides: Partial<MyTopicInput> = {},
): Promise<MyTopicDto> {
  const response = await client.post<{ topic: MyTopicDto }>(
    '/api/my-topics',
    makeTopicInput(overrides),
  );
  if (response.status !== 201) throw new Error(`create failed: ${response.text}`);
  return response.body.topic;
}
