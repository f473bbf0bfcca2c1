import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CopySharedPackResponse,
  PackInput,
  PackResponse,
  PacksResponse,
  SharedPackResponse,
} from '@trivia/protocol';
import { apiRequest } from '../../api/http';
import { useInvalidate } from './my-topics-queries';

const packsKey = ['my-packs'] as const;

export function usePacks() {
  return useQuery({
    queryKey: packsKey,
    queryFn: ({ signal }) => apiRequest<PacksResponse>('/api/my-packs', { signal }),
    select: (data) => data.packs,
  });
}

type PackAction =
  { kind: 'create'; input: PackInput } | { kind: 'share' | 'revoke' | 'delete'; id: string };

async function runPackAction(action: PackAction): Promise<PackResponse | null> {
  if (action.kind === 'create') {
    return apiRequest<PackResponse>('/api/my-packs', { method: 'POST', body: action.input });
  }
  const path = `/api/my-packs/${encodeURIComponent(action.id)}`;
  if (action.kind === 'delete') {
    await apiRequest<void>(path, { method: 'DELETE' });
    return null;
  }
  return apiRequest<PackResponse>(`${path}/share`, {
    method: action.kind === 'share' ? 'POST' : 'DELETE',
  });
}

/** Creates, shares, revokes or deletes a pack; the list refreshes after. */
export function usePackAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runPackAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packsKey }),
  });
}

/** GET /api/shared-packs/:token: the pack's name, owner and titles (no answers). */
export function useSharedPack(token: string) {
  return useQuery({
    queryKey: ['shared-pack', token],
    queryFn: ({ signal }) =>
      apiRequest<SharedPackResponse>(`/api/shared-packs/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  });
}

/** "Add to My Topics": copies the shared pack's topics into the user's own. */
export function useCopySharedPack(token: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () =>
      apiRequest<CopySharedPackResponse>(`/api/shared-packs/${encodeURIComponent(token)}/copy`, {
        method: 'POST',
      }),
    onSuccess: invalidate,
  });
}
