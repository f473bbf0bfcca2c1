import { useQuery } from '@tanstack/react-query';
import type { TopicSummariesResponse } from '@trivia/protocol';
import { apiRequest } from '../../../api/http';
import { LOAD_TOPICS_FAILED } from '../../../topics/catalog-queries';

/**
 * GET /api/game-types/:id/topic-summaries: the host's topic list without answers, so an
 * online party's answers never reach a player's browser before the game ends.
 */
export function useTopicSummaries(gameTypeId: string | null) {
  return useQuery({
    queryKey: ['topic-summaries', gameTypeId],
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<TopicSummariesResponse>(
          `/api/game-types/${encodeURIComponent(gameTypeId ?? '')}/topic-summaries`,
          { signal },
        );
      } catch (err) {
        throw new Error(LOAD_TOPICS_FAILED, { cause: err });
      }
    },
    select: (data) => data.topics,
    enabled: gameTypeId !== null,
    staleTime: 10 * 60_000,
  });
}
