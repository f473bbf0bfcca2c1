import type { FastifyInstance } from 'fastify';
import type { GameTypesResponse, TopicSummariesResponse, TopicsResponse } from '@trivia/protocol';
import type { AppContext } from '../app-context';
import { HttpError } from '../http/http-error';
import { GameTypeParams, NoQuery } from '../http/request-schemas';
import { parseInput } from '../http/validation';
import { gameTypeExists, listPlayableGameTypes, listTopicsOfGameType } from '../storage/catalog';

/**
 * The catalog. The Offline Party Pack's topics come with their answers (the browser judges
 * guesses); the online topic picker reads the summaries, so an online party's answers stay
 * on the server until its game finishes.
 */
export function registerCatalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/game-types', async (request) => {
    parseInput(NoQuery, request.query);
    const body: GameTypesResponse = { gameTypes: await listPlayableGameTypes(ctx.db) };
    return body;
  });

  app.get('/api/game-types/:id/topics', async (request) => {
    const { id } = parseInput(GameTypeParams, request.params);
    parseInput(NoQuery, request.query);
    if (!(await gameTypeExists(ctx.db, id))) throw new HttpError(404, 'Game type not found');
    const topics = await listTopicsOfGameType(ctx.db, id);
    const body: TopicsResponse = {
      topics: topics.map(({ origin: _origin, answers, ...topic }) => ({
        ...topic,
        answers: answers.map((answer) =>
          answer.aliases
            ? { text: answer.text, aliases: [...answer.aliases] }
            : { text: answer.text },
        ),
      })),
    };
    return body;
  });

  app.get('/api/game-types/:id/topic-summaries', async (request) => {
    const { id } = parseInput(GameTypeParams, request.params);
    parseInput(NoQuery, request.query);
    if (!(await gameTypeExists(ctx.db, id))) throw new HttpError(404, 'Game type not found');
    const topics = await listTopicsOfGameType(ctx.db, id);
    const body: TopicSummariesResponse = {
      topics: topics.map(
        ({ id: topicId, gameTypeId, title, category, sourceUrl, retrievedAt }) => ({
          id: topicId,
          gameTypeId,
          title,
          category,
          sourceUrl,
          retrievedAt,
        }),
      ),
    };
    return body;
  });
}
