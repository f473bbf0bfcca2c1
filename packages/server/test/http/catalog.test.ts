import { describe, expect, it } from 'vitest';
import { GameTypesResponse, TopicSummariesResponse } from '@trivia/protocol';
import { makeTopic } from '../support/builders';
import { storageTargets } from '../support/storage-targets';
import { useTestApp } from '../support/use-test-app';

describe.each(storageTargets())('catalog endpoints ($kind)', (target) => {
  const testApp = useTestApp(target);

  it('[SURVEY-11] lists the game types that have topics, and Survey Says', async () => {
    const response = await testApp().client().get('/api/game-types');
    expect(response.status).toBe(200);
    expect(GameTypesResponse.parse(response.body)).toEqual({
      gameTypes: [
        {
          id: 'top5-blitz',
          name: 'Top-5 Blitz',
          description: 'Guess the five ranked answers.',
          maxAnswers: 5,
        },
        { id: 'family-feud', name: 'Family Feud', description: 'Survey says.', maxAnswers: 5 },
      ],
    });
  });

  it("[TOPIC-7][VIEW-1][ROUND-5] lists the library's online set without any answer for the online topic picker", async () => {
    const response = await testApp().client().get('/api/game-types/top5-blitz/topic-summaries');
    expect(response.status).toBe(200);
    const { topics } = TopicSummariesResponse.parse(response.body);
    // TOPIC-7: "Longest rivers" is of the offline set, whose answers every offline pack holds.
    expect(topics.map((topic) => topic.id)).toEqual(['largest-oceans', 'tallest-mountains']);
    const { answers: _answers, ...summary } = makeTopic();
    // ROUND-5: the library's difficulty and family flag come along, where its data file gives them.
    expect(topics[0]).toEqual({ ...summary, difficulty: 'easy', family: true });
    expect(JSON.stringify(response.body)).not.toMatch(/answers|Pacific/i);
    const unknown = await testApp().client().get('/api/game-types/nope/topic-summaries');
    expect(unknown.status).toBe(404);
  });

  it('gives an empty list for a game type without topics, 404 for an unknown one', async () => {
    const empty = await testApp().client().get('/api/game-types/family-feud/topic-summaries');
    expect(empty.body).toEqual({ topics: [] });
    const unknown = await testApp().client().get('/api/game-types/nope/topic-summaries');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Game type not found' });
  });

  it('[VIEW-1] no longer serves topics with answers outside the offline bundle', async () => {
    const response = await testApp().client().get('/api/game-types/top5-blitz/topics');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('Pacific');
  });

  it('[LIMIT-8] refuses unexpected query parameters', async () => {
    const response = await testApp().client().get('/api/game-types?debug=1');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Unknown field: debug' });
  });
});
