import type { FastifyInstance } from 'fastify';
import type { GameTypesResponse, TopicsResponse } from '@trivia/protocol';
import type { AppContext } from '../app-context';
import { HttpError } from '../http/http-error';
import { GameTypeParams, NoQuery } from '../http/request-schemas';
import { parseInput } from '../http/validation';
import { gameTypeExists, listPlayableGameTypes, listTopicsOfGameType } from '../storage/catalog';

/**
 * The catalog for the Offline Party Pack. Topics come with their answers: online play
 * never reads this endpoint, its answers stay on the server until a game finishes.
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
}
