import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ImportMyTopicsRequest,
  ImportMyTopicsResponse,
  MyTopicInput,
  MyTopicResponse,
  MyTopicsResponse,
} from '@trivia/protocol';
import { apiRequest } from '../../api/http';
import { refreshOfflinePack } from '../../offline-pack/offline-pack-query';

export const myTopicsKey = ['my-topics'] as const;

/** GET /api/my-topics: the signed-in user's own topics, answers included (owner only). */
export function useMyTopics() {
  return useQuery({
    queryKey: myTopicsKey,
    queryFn: ({ signal }) => apiRequest<MyTopicsResponse>('/api/my-topics', { signal }),
    select: (data) => data.topics,
  });
}

/**
 * After any write: the list and the picker's summaries are stale, and the offline pack is
 * brought up to date in the background, so a new topic plays offline without a reload.
 */
export function useInvalidate() {
  const queryClient = useQueryClient();
  return () => {
    void refreshOfflinePack(queryClient).catch((error: unknown) =>
      console.warn('Could not refresh the offline party pack', error),
    );
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: myTopicsKey }),
      queryClient.invalidateQueries({ queryKey: ['my-topic-summaries'] }),
    ]);
  };
}

/** Creates (no id) or rewrites (an id) a topic. */
export function useSaveTopic() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: MyTopicInput }) =>
      id === null
        ? apiRequest<MyTopicResponse>('/api/my-topics', { method: 'POST', body: input })
        : apiRequest<MyTopicResponse>(`/api/my-topics/${encodeURIComponent(id)}`, {
            method: 'PUT',
            body: input,
          }),
    onSuccess: invalidate,
  });
}

export function useDuplicateTopic() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<MyTopicResponse>(`/api/my-topics/${encodeURIComponent(id)}/duplicate`, {
        method: 'POST',
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteTopic() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`/api/my-topics/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useImportTopics() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (request: ImportMyTopicsRequest) =>
      apiRequest<ImportMyTopicsResponse>('/api/my-topics/import', {
        method: 'POST',
        body: request,
      }),
    onSuccess: invalidate,
  });
}
