import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ImportedTopicInput,
  MY_TOPICS_ERRORS,
  MY_TOPICS_LIMIT_ERRORS,
  MY_TOPICS_LIMITS,
  MyTopicInput,
  MyTopicSummariesQuery,
  type ImportMyTopicsResponse,
  type MyTopicResponse,
  type MyTopicsResponse,
  type TopicSummariesResponse,
} from '@trivia/protocol';
import { toTopicSummary } from '@trivia/protocol/topic-summary';
import type { AppContext } from '../app-context';
import { requireUser } from '../auth/current-user';
import { HttpError } from '../http/http-error';
import { NoQuery } from '../http/request-schemas';
import { parseInput, parseItems } from '../http/validation';
import { toMyTopicDto } from '../my-topics/my-topics-dto';
import type { MyTopicsService } from '../my-topics/my-topics-service';
import type { Writer } from '../my-topics/storage-quota';
import { deleteUserTopic, findUserTopic, listUserTopics } from '../storage/user-topics';

const TopicParams = z.strictObject({ id: z.string().min(1).max(100) });
/**
 * The values an import file may hold: a topic of the library's largest shape (5 answers of
 * 12 aliases) is about 85 (countJsonValues), so 500 of them fit; JSON.parse reads 50,000
 * in a few tens of ms where a 1 MB list of `{}` (340,000) held the event loop 17 s (TOPIC-5).
 */
export const IMPORT_JSON_VALUES = 50_000;
/** An import's envelope: its topics are checked one by one afterwards (TOPIC-5). */
const ImportEnvelope = z.strictObject({ topics: z.array(z.unknown()).min(1) });

/** The signed-in caller as the writer of their topics: their account and their address. */
export function writerOf(request: FastifyRequest): Writer {
  return { userId: requireUser(request).user.id, address: request.ip };
}

/**
 * More topics than an account may keep is refused before any of them is looked at: a list
 * of a million `{}` once held the event loop for 17 s.
 */
function assertImportCount(body: unknown, max: number): void {
  const topics = typeof body === 'object' && body !== null ? Reflect.get(body, 'topics') : null;
  if (Array.isArray(topics) && topics.length > max) {
    throw new HttpError(409, MY_TOPICS_LIMIT_ERRORS.tooManyTopics(max));
  }
}

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
 * My Topics (TOPIC-3): a signed-in user's own topics. Every route reads or writes only the
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
    const body: TopicSummariesResponse = { topics: topics.map(toTopicSummary) };
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
    const writer = writerOf(request);
    const input = parseInput(MyTopicInput, request.body);
    const body: MyTopicResponse = { topic: toMyTopicDto(await service.create(writer, input)) };
    return reply.code(201).send(body);
  });

  app.put('/api/my-topics/:id', writes, async (request) => {
    const writer = writerOf(request);
    const { id } = parseInput(TopicParams, request.params);
    const input = parseInput(MyTopicInput, request.body);
    const body: MyTopicResponse = { topic: toMyTopicDto(await service.update(writer, id, input)) };
    return body;
  });

  app.post('/api/my-topics/:id/duplicate', writes, async (request, reply) => {
    const writer = writerOf(request);
    const { id } = parseInput(TopicParams, request.params);
    const body: MyTopicResponse = { topic: toMyTopicDto(await service.duplicate(writer, id)) };
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
    {
      config: { ...writes.config, jsonValues: IMPORT_JSON_VALUES },
      bodyLimit: MY_TOPICS_LIMITS.importBytes,
    },
    async (request) => {
      const writer = writerOf(request);
      assertImportCount(request.body, ctx.config.storage.topicsPerAccount);
      const envelope = parseInput(ImportEnvelope, request.body);
      const topics = await parseItems(ImportedTopicInput, envelope.topics, 'topics');
      const body: ImportMyTopicsResponse = await service.import(writer, { topics });
      return body;
    },
  );
}
