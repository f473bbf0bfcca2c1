import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Topic } from '@trivia/game';
import type { OfflineBundleResponse, SealedTopicDto } from '@trivia/protocol';
import { unsealAnswers } from '@trivia/protocol/answer-seal';
import { readSavedBundle } from './pack-storage';
import { isPackFresh, syncOfflinePack } from './pack-sync';

export const offlinePackKey = ['offline-pack'] as const;

/**
 * The bundle this device holds; the first time, downloaded now. Reads come from the saved
 * bundle, so the pack plays with no network; OfflinePackSync refreshes it when online.
 */
export async function loadOfflinePack(): Promise<OfflineBundleResponse> {
  const saved = await readSavedBundle();
  if (saved) return saved;
  const outcome = await syncOfflinePack();
  if (outcome.kind === 'updated' || outcome.kind === 'current') return outcome.bundle;
  const reason = outcome.kind === 'failed' ? outcome.error : 'No user logged in';
  throw new Error('The offline party pack could not be loaded', { cause: reason });
}

/** networkMode 'always': the saved bundle answers even when the browser says it is offline. */
export const offlinePackQuery = queryOptions({
  queryKey: offlinePackKey,
  queryFn: loadOfflinePack,
  staleTime: Infinity,
  networkMode: 'always',
  retry: false,
});

/** The game types of the Offline Party Pack (/offline). */
export function useOfflineGameTypes() {
  return useQuery({ ...offlinePackQuery, select: selectGameTypes });
}

function selectGameTypes(bundle: OfflineBundleResponse) {
  return bundle.gameTypes;
}

export interface SealedTopics {
  /** Unseals a topic's answers (openTopic). */
  key: string;
  topics: SealedTopicDto[];
  /** The user's own topics (My Topics), sealed with the same key. */
  mine: SealedTopicDto[];
}

/** The topics of one game type, answers still sealed (/topics). */
export function useOfflineTopics(gameTypeId: string | null) {
  return useQuery({
    ...offlinePackQuery,
    enabled: gameTypeId !== null,
    select: (bundle): SealedTopics => ({
      key: bundle.key,
      topics: bundle.topics.filter((topic) => topic.gameTypeId === gameTypeId),
      mine: (bundle.myTopics ?? []).filter((topic) => topic.gameTypeId === gameTypeId),
    }),
  });
}

/** The playable topic, answers unsealed only now that it is played; null if unreadable. */
export function openTopic(key: string, sealed: SealedTopicDto): Topic | null {
  const answers = unsealAnswers(sealed.sealedAnswers, key, sealed.id);
  if (!answers) return null;
  const { sealedAnswers: _sealed, ...topic } = sealed;
  return { ...topic, answers };
}

/** Brings the saved bundle up to date and shows a new version on the screens at once. */
export async function refreshOfflinePack(
  queryClient: QueryClient,
  { unlessFresh = false }: { unlessFresh?: boolean } = {},
): Promise<void> {
  // After a page's load: not again if this page has just brought the pack up to date.
  if (unlessFresh && isPackFresh()) return;
  const outcome = await syncOfflinePack();
  if (outcome.kind === 'updated') queryClient.setQueryData(offlinePackKey, outcome.bundle);
}
