import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameTypesResponse, TopicsResponse } from '@trivia/protocol';
import { apiRequest } from '../../api/http';

/** Game types and topics change only when an administrator imports content. */
const CONTENT_STALE_MS = 10 * 60_000;

/** SPEC §8 Game types and topics: the messages of a failed load. */
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
 * GET /api/game-types. networkMode 'always' so that with the network off the request still
 * goes out and the service worker answers it from its cache (the Offline Party Pack must work
 * with no network after one visit); React Query would otherwise pause it while offline.
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

/** GET /api/game-types/:id/topics, with answers (offline play judges guesses in the browser). */
export function useTopics(gameTypeId: string | null) {
  return useQuery({
    queryKey: ['topics', gameTypeId],
    queryFn: ({ signal }) =>
      fetchOrFail<TopicsResponse>(
        `/api/game-types/${encodeURIComponent(gameTypeId ?? '')}/topics`,
        LOAD_TOPICS_FAILED,
        signal,
      ),
    select: (data) => data.topics,
    enabled: gameTypeId !== null,
    staleTime: CONTENT_STALE_MS,
    networkMode: 'always',
  });
}
