import { useQuery } from '@tanstack/react-query';
import type { TopicSummariesResponse } from '@trivia/protocol';
import { apiRequest } from '../../../api/http';

/**
 * GET /api/my-topics/summaries: the host's own topics (My Topics) of a game type, without
 * answers, like the library's list: the host plays too.
 */
export function useMyTopicSummaries(gameTypeId: string | null) {
  return useQuery({
    queryKey: ['my-topic-summaries', gameTypeId],
    queryFn: ({ signal }) =>
      apiRequest<TopicSummariesResponse>(
        `/api/my-topics/summaries?gameTypeId=${encodeURIComponent(gameTypeId ?? '')}`,
        { signal },
      ),
    select: (data) => data.topics,
    enabled: gameTypeId !== null,
  });
}
