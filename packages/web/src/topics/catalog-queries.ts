import { queryOptions, useQuery } from '@tanstack/react-query';
import { SURVEY_GAME_TYPE_ID } from '@trivia/game';
import type { GameTypesResponse } from '@trivia/protocol';
import { apiRequest } from '../api/http';

/** Game types change only when an administrator imports content. */
const CONTENT_STALE_MS = 10 * 60_000;

/** The messages of a failed load of game types or topics (the product's exact strings). */
export const LOAD_GAME_TYPES_FAILED = 'Failed to load game types';
export const LOAD_TOPICS_FAILED = 'Failed to load topics';

async function fetchOrFail<T>(path: string, message: string, signal: AbortSignal): Promise<T> {
  try {
    return await apiRequest<T>(path, { signal });
  } catch (err) {
    throw new Error(message, { cause: err });
  }
}

/**
 * GET /api/game-types: the public list the online party's game selection shows. (The
 * Offline Party Pack reads its game types from the offline bundle: ../offline-pack.)
 */
export const gameTypesQuery = queryOptions({
  queryKey: ['game-types'],
  queryFn: ({ signal }) =>
    fetchOrFail<GameTypesResponse>('/api/game-types', LOAD_GAME_TYPES_FAILED, signal),
  staleTime: CONTENT_STALE_MS,
  networkMode: 'always',
});

export function useGameTypes() {
  return useQuery({ ...gameTypesQuery, select: (data) => data.gameTypes });
}

/**
 * The game types a topic of My Topics may be of: every listed one but Survey Says, whose
 * boards come from a party's survey (SURVEY-11), never from a topic.
 */
export function topicGameTypes(data: GameTypesResponse): GameTypesResponse['gameTypes'] {
  return data.gameTypes.filter((gameType) => gameType.id !== SURVEY_GAME_TYPE_ID);
}
