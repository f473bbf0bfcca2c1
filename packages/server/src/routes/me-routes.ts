import type { FastifyInstance } from 'fastify';
import { OfflineGameRequest, UpdateProfileRequest } from '@trivia/protocol';
import type { MeResponse, StatsResponse, UserResponse } from '@trivia/protocol';
import type { AppContext } from '../app-context';
import { requireUser } from '../auth/current-user';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/validation';
import { NoQuery } from '../http/request-schemas';
import { getUserStats, recordOfflineGame, type GameRecordEntry } from '../storage/game-records';
import { updateDisplayName } from '../storage/users';
import { accuracyPercent, normalizeName } from '@trivia/game';
import { toUserDto } from './user-dto';

/** The current user, their profile name and their stats. */
export function registerMeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/me', async (request) => {
    parseInput(NoQuery, request.query);
    const body: MeResponse = { user: request.auth ? toUserDto(request.auth.user) : null };
    return body;
  });

  app.patch('/api/me', async (request) => {
    const { user } = requireUser(request);
    const { displayName } = parseInput(UpdateProfileRequest, request.body);
    // The one name rule (NAME-1 to NAME-5, AUTH-7): normalised, visible, claiming no role.
    const checked = normalizeName(displayName, 'display');
    if (!checked.ok) throw new HttpError(400, checked.error);
    const updated = await updateDisplayName(ctx.db, user.id, checked.name);
    if (!updated) throw new HttpError(401, 'No user logged in');
    // NAME-9: the new name reaches every party the user is in, live.
    if (app.hasDecorator('realtime'))
      await app.realtime.service.renameEverywhere(user.id, checked.name);
    const body: UserResponse = { user: toUserDto(updated) };
    return body;
  });

  // OFF-9: an offline game the signed-in host finished counts in their games played.
  app.post('/api/me/offline-games', async (request, reply) => {
    const { user } = requireUser(request);
    const game = parseInput(OfflineGameRequest, request.body);
    const finishedAt = Math.min(Date.parse(game.finishedAt), ctx.now());
    const winners = (game.winners ?? []).map((name) => {
      // Team names pass the name rule as anywhere else (NAME-1 to NAME-5).
      const checked = normalizeName(name, 'team');
      if (!checked.ok) throw new HttpError(400, checked.error);
      return checked.name;
    });
    await recordOfflineGame(ctx.db, {
      id: game.id,
      topicTitle: game.topicTitle,
      userId: user.id,
      finishedAt,
      winners,
    });
    return reply.status(204).send();
  });

  app.get('/api/me/stats', async (request) => {
    const { user } = requireUser(request);
    parseInput(NoQuery, request.query);
    const stats = await getUserStats(ctx.db, user.id, 10);
    const body: StatsResponse = {
      gamesPlayed: stats.gamesPlayed,
      wins: stats.wins,
      accuracy: accuracyPercent(stats.correctGuesses, stats.guesses),
      recentGames: stats.recentGames.map(toGameRecordDto),
    };
    return body;
  });
}

function toGameRecordDto(entry: GameRecordEntry): StatsResponse['recentGames'][number] {
  return {
    id: entry.id,
    partyCode: entry.partyCode,
    topicTitle: entry.topicTitle,
    teamName: entry.teamName,
    score: entry.score,
    won: entry.won,
    guesses: entry.guesses,
    correctGuesses: entry.correctGuesses,
    finishedAt: new Date(entry.finishedAt).toISOString(),
    hosted: entry.hosted,
    winners: entry.winners,
  };
}
