import { describe, expect, it } from 'vitest';
import { GameTypesResponse, TopicSummariesResponse, TopicsResponse } from '@trivia/protocol';
import { makeTopic } from '../support/builders';
import { storageTargets } from '../support/storage-targets';
import { useTestApp } from '../support/use-test-app';

describe.each(storageTargets())('catalog endpoints ($kind)', (target) => {
  const testApp = useTestApp(target);

  it('lists only game types that have topics', async () => {
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
      ],
    });
  });

  it('lists the topics of a game type with their answers (for the offline pack)', async () => {
    const response = await testApp().client().get('/api/game-types/top5-blitz/topics');
    expect(response.status).toBe(200);
    const { topics } = TopicsResponse.parse(response.body);
    expect(topics.map((topic) => topic.id)).toEqual(['largest-oceans', 'tallest-mountains']);
    expect(topics[0]).toEqual({ ...makeTopic(), answers: makeTopic().answers });
    expect(topics[0]).not.toHaveProperty('origin');
  });

  it('lists the topics without any answer for the online topic picker', async () => {
    const response = await testApp().client().get('/api/game-types/top5-blitz/topic-summaries');
    expect(response.status).toBe(200);
    const { topics } = TopicSummariesResponse.parse(response.body);
    expect(topics.map((topic) => topic.id)).toEqual(['largest-oceans', 'tallest-mountains']);
    const { answers: _answers, ...summary } = makeTopic();
    expect(topics[0]).toEqual(summary);
    expect(JSON.stringify(response.body)).not.toMatch(/answers|Pacific/i);
    const unknown = await testApp().client().get('/api/game-types/nope/topic-summaries');
    expect(unknown.status).toBe(404);
  });

  it('gives an empty list for a game type without topics', async () => {
    const response = await testApp().client().get('/api/game-types/family-feud/topics');
    expect(response.body).toEqual({ topics: [] });
  });

  it('answers an unknown game type with 404', async () => {
    const response = await testApp().client().get('/api/game-types/nope/topics');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Game type not found' });
  });

  it('refuses unexpected query parameters', async () => {
    const response = await testApp().client().get('/api/game-types?debug=1');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Unknown field: debug' });
  });
});
