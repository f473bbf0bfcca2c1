import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  PackInput,
  ShareToken,
  type CopySharedPackResponse,
  type PackResponse,
  type PacksResponse,
  type SharedPackResponse,
} from '@trivia/protocol';
import type { AppContext } from '../app-context';
import { requireUser } from '../auth/current-user';
import { EmptyBody, NoQuery } from '../http/request-schemas';
import { parseInput } from '../http/validation';
import { toPackDto } from '../my-topics/my-topics-dto';
import type { PacksService } from '../my-topics/packs-service';
import { listPacks } from '../storage/topic-packs';
import { perUserLimit, writerOf } from './my-topics-routes';

const PackParams = z.strictObject({ id: z.string().min(1).max(100) });
const TokenParams = z.strictObject({ token: ShareToken });

/**
 * Packs of My Topics (TOPIC-8): the owner's packs, their share links, and what a signed-in
 * user sees of a shared pack (titles and categories, never answers) and copies from it.
 */
export function registerTopicPackRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  packs: PacksService,
): void {
  const reads = { config: perUserLimit(ctx.rateLimits.myTopicsPerMinute * 2) };
  const writes = { config: perUserLimit(ctx.rateLimits.myTopicsPerMinute) };
  const packBody = async (pack: Promise<Parameters<typeof toPackDto>[0]>) => {
    const body: PackResponse = { pack: toPackDto(await pack) };
    return body;
  };

  app.get('/api/my-packs', reads, async (request) => {
    const { user } = requireUser(request);
    parseInput(NoQuery, request.query);
    const body: PacksResponse = { packs: (await listPacks(ctx.db, user.id)).map(toPackDto) };
    return body;
  });

  app.post('/api/my-packs', writes, async (request, reply) => {
    const writer = writerOf(request);
    const input = parseInput(PackInput, request.body);
    return reply.code(201).send(await packBody(packs.create(writer, input)));
  });

  app.put('/api/my-packs/:id', writes, async (request) => {
    const writer = writerOf(request);
    const { id } = parseInput(PackParams, request.params);
    return packBody(packs.update(writer, id, parseInput(PackInput, request.body)));
  });

  app.delete('/api/my-packs/:id', writes, async (request, reply) => {
    const { user } = requireUser(request);
    const { id } = parseInput(PackParams, request.params);
    await packs.remove(user.id, id);
    return reply.code(204).send();
  });

  app.post('/api/my-packs/:id/share', writes, async (request) => {
    const { user } = requireUser(request);
    const { id } = parseInput(PackParams, request.params);
    parseInput(EmptyBody, request.body);
    return packBody(packs.share(user.id, id));
  });

  app.delete('/api/my-packs/:id/share', writes, async (request) => {
    const { user } = requireUser(request);
    const { id } = parseInput(PackParams, request.params);
    return packBody(packs.revoke(user.id, id));
  });

  app.get('/api/shared-packs/:token', reads, async (request) => {
    const { user } = requireUser(request);
    const { token } = parseInput(TokenParams, request.params);
    parseInput(NoQuery, request.query);
    const pack = await packs.open(token);
    const body: SharedPackResponse = {
      name: pack.name,
      ownerName: pack.ownerName,
      mine: pack.ownerId === user.id,
      topics: pack.topics.map(({ title, category }) => ({ title, category })),
    };
    return body;
  });

  app.post('/api/shared-packs/:token/copy', writes, async (request) => {
    const writer = writerOf(request);
    const { token } = parseInput(TokenParams, request.params);
    parseInput(EmptyBody, request.body);
    const body: CopySharedPackResponse = { added: await packs.copy(token, writer) };
    return body;
  });
}
