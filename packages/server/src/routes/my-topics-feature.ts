import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { registerMyTopicsRoutes } from './my-topics-routes';
import { registerTopicPackRoutes } from './topic-pack-routes';
import { MyTopicsService } from '../my-topics/my-topics-service';
import { PacksService } from '../my-topics/packs-service';
import { StorageQuota } from '../my-topics/storage-quota';

/** My Topics: the user's own topics and packs over HTTP. */
export function registerMyTopicsFeature(app: FastifyInstance, ctx: AppContext): void {
  const quota = new StorageQuota(ctx.config.storage, ctx.database.kind, ctx.now);
  const topics = new MyTopicsService(ctx.database, ctx.now, quota);
  registerMyTopicsRoutes(app, ctx, topics);
  registerTopicPackRoutes(app, ctx, new PacksService(ctx.database, topics, ctx.now, quota));
}
