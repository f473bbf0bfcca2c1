import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ImportMyTopicsRequest,
  MY_TOPICS_ERRORS,
  MY_TOPICS_LIMITS,
  MyTopicInput,
  MyTopicSummariesQuery,
  type ImportMyTopicsResponse,
  type MyTopicResponse,
  type MyTopicsResponse,
  type TopicSummariesResponse,
} from '@trivia/protocol';
import type { AppContext } from '../app-context';
import { requireUser } from '../auth/current-user';
import { HttpError } from '../http/http-error';
import { NoQuery } from '../http/request-schemas';
import { parseInput } from '../http/validation';
import { toMyTopicDto } from '../my-topics/my-topics-dto';
import type { MyTopicsService } from '../my-topics/my-topics-service';
import { deleteUserTopic, findUserTopic, listUserTopics } from '../storage/user-topics';

const TopicParams = z.strictObject({ id: z.string().min(1).max(100) });

/** Per signed-in user (not per address: a party behind one NAT shares an address). */
export function perUserLimit(max: number) {
  return {
    rateLimit: {
      max,
      timeWindow: 60_000,
      keyGenerator: (request: FastifyRequest) => `user:${request.auth?.user.id ?? request.ip}`,
    },
  };
}

/**
 * My Topics (issue 19): a signed-in user's own topics. Every route reads or writes only the
 * caller's topics; another user's topic id is "Topic not found", as if it did not exist.
 */
export function registerMyTopicsRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  service: MyTopicsService,
): void {
  const reads = { config: perUserLimit(ctx.rateLimits.myTopicsPerMinute * 2) };
  const writes = { config: perUserLimit(ctx.rateLimits.myTopicsPerMinute) };

  app.get('/api/my-topics', reads, async (request) => {
    const { user } = requireUser(request);
    parseInput(NoQuery, request.query);
    const body: MyTopicsResponse = {
      topics: (await listUserTopics(ctx.db, user.id)).map(toMyTopicDto),
    };
    return body;
  });

  // The online topic picker's list: titles without answers, like the library's summaries.
  app.get('/api/my-topics/summaries', reads, async (request) => {
    const { user } = requireUser(request);
    const { gameTypeId } = parseInput(MyTopicSummariesQuery, request.query);
    const topics = (await listUserTopics(ctx.db, user.id)).filter(
      (topic) => topic.gameTypeId === gameTypeId,
    );
    const body: TopicSummariesResponse = {
      topics: topics.map(({ id, title, category, sourceUrl, retrievedAt }) => ({
        id,
        gameTypeId,
        title,
        category,
        sourceUrl,
        retrievedAt,
      })),
    };
    return body;
  });

  app.get('/api/my-topics/:id', reads, async (request) => {
    const { user } = requireUser(request);
    const { id } = parseInput(TopicParams, request.params);
    parseInput(NoQuery, request.query);
    const topic = await findUserTopic(ctx.db, user.id, id);
    if (!topic) throw new HttpError(404, MY_TOPICS_ERRORS.notFound);
    const body: MyTopicResponse = { topic: toMyTopicDto(topic) };
    return body;
  });

  app.post('/api/my-topics', writes, async (request, reply) => {
    const { user } = requireUser(request);
    const input = parseInput(MyTopicInput, request.body);
    const body: MyTopicResponse = { topic: toMyTopicDto(await service.create(user.id, input)) };
    return reply.code(201).send(body);
  });

  app.put('/api/my-topics/:id', writes, async (request) => {
    const { user } = requireUser(request);
    const { id } = parseInput(TopicParams, request.params);
    const input = parseInput(MyTopicInput, request.body);
    const body: MyTopicResponse = { topic: toMyTopicDto(await service.update(user.id, id, input)) };
    return body;
  });

  app.post('/api/my-topics/:id/duplicate', writes, async (request, reply) => {
    const { user } = requireUser(request);
    const { id } = parseInput(TopicParams, request.params);
    const body: MyTopicResponse = { topic: toMyTopicDto(await service.duplicate(user.id, id)) };
    return reply.code(201).send(body);
  });

  app.delete('/api/my-topics/:id', writes, async (request, reply) => {
    const { user } = requireUser(request);
    const { id } = parseInput(TopicParams, request.params);
    if (!(await deleteUserTopic(ctx.db, user.id, id))) {
      throw new HttpError(404, MY_TOPICS_ERRORS.notFound);
    }
    return reply.code(204).send();
  });

  app.post(
    '/api/my-topics/import',
    { ...writes, bodyLimit: MY_TOPICS_LIMITS.importBytes },
    async (request) => {
      const { user } = requireUser(request);
      const input = parseInput(ImportMyTopicsRequest, request.body);
      if (input.topics.length > MY_TOPICS_LIMITS.topics) {
        throw new HttpError(409, MY_TOPICS_ERRORS.tooManyTopics);
      }
      const body: ImportMyTopicsResponse = await service.import(user.id, input);
      return body;
    },
  );
}
