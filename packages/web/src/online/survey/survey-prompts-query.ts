import { useQuery } from '@tanstack/react-query';
import type { SurveyPromptsResponse } from '@trivia/protocol';
import { apiRequest } from '../../api/http';

export const LOAD_PROMPTS_FAILED = 'Failed to load prompts';

/** GET /api/survey-prompts: the library's Survey Says prompts (no aliases), for the host. */
export function useSurveyPrompts(enabled: boolean) {
  return useQuery({
    queryKey: ['survey-prompts'],
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<SurveyPromptsResponse>('/api/survey-prompts', { signal });
      } catch (err) {
        throw new Error(LOAD_PROMPTS_FAILED, { cause: err });
      }
    },
    select: (data) => data.prompts,
    enabled,
    staleTime: 10 * 60_000,
  });
}
