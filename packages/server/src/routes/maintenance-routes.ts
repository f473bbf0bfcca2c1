import type { FastifyInstance } from 'fastify';
import type { ClearExpiredResponse } from '@trivia/protocol';
import type { AppContext } from '../app-context';
import { HttpError } from '../http/http-error';
import { EmptyBody } from '../http/request-schemas';
import { parseInput } from '../http/validation';
import { deleteExpiredParties } from '../storage/parties';

export const GOOGLE_ACCOUNT_REQUIRED = 'You must sign in with Google to perform this action.';

/** AUTH-5, PARTY-5: only a signed-in non-guest may clear expired parties. */
export function registerMaintenanceRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/maintenance/clear-expired-parties', async (request) => {
    if (!request.auth || request.auth.user.isGuest) {
      throw new HttpError(403, GOOGLE_ACCOUNT_REQUIRED);
    }
    parseInput(EmptyBody, request.body);
    const deleted = await deleteExpiredParties(ctx.db, ctx.now());
    request.log.info({ deleted }, 'cleared expired parties');
    const body: ClearExpiredResponse = { deleted };
    return body;
  });
}
