import type { FastifyInstance } from 'fastify';
import { isOnlineTopic, topicTraits } from '@trivia/content';
import type { GameTypesResponse, TopicSummariesResponse } from '@trivia/protocol';
import { toTopicSummary } from '@trivia/protocol/topic-summary';
import type { AppContext } from '../app-context';
import { libraryTwins } from '../parties/topic-twins';
import { HttpError } from '../http/http-error';
import { GameTypeParams, NoQuery } from '../http/request-schemas';
import { parseInput } from '../http/validation';
import { gameTypeExists, listOnlineGameTypes, listTopicsOfGameType } from '../storage/catalog';
import { registerOfflineBundleRoutes } from './offline-bundle-routes';
import { registerSurveyPromptRoutes } from './survey-prompt-routes';

/**
 * The catalog. The Offline Party Pack reads its topics from the offline bundle (session
 * required, answers sealed: offline-bundle-routes.ts); the online topic picker reads the
 * summaries, so an online party's answers stay on the server until its game finishes. The
 * two read disjoint sets of the library (TOPIC-7): the picker lists only the online set.
 */
export function registerCatalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerOfflineBundleRoutes(app, ctx);
  registerSurveyPromptRoutes(app);

  app.get('/api/game-types', async (request) => {
    parseInput(NoQuery, request.query);
    // SURVEY-11: Survey Says is listed too; its topics are the party's survey boards.
    const body: GameTypesResponse = { gameTypes: await listOnlineGameTypes(ctx.db) };
    return body;
  });

  app.get('/api/game-types/:id/topic-summaries', async (request) => {
    const { id } = parseInput(GameTypeParams, request.params);
    parseInput(NoQuery, request.query);
    if (!(await gameTypeExists(ctx.db, id))) throw new HttpError(404, 'Game type not found');
    const topics = (await listTopicsOfGameType(ctx.db, id)).filter((t) => isOnlineTopic(t.id));
    // ROUND-5: each topic's difficulty and family flag, where the library's data file gives them.
    // ROUND-8: each topic's series twins among those listed, so the picker can hold them back.
    const listed = new Set(topics.map((topic) => topic.id));
    const twinsOf = (id: string) => (libraryTwins()[id] ?? []).filter((twin) => listed.has(twin));
    const body: TopicSummariesResponse = {
      topics: topics.map((topic) => {
        const twins = twinsOf(topic.id);
        const entry = { ...toTopicSummary(topic), ...topicTraits(topic.id) };
        return twins.length === 0 ? entry : { ...entry, twins };
      }),
    };
    return body;
  });
}
