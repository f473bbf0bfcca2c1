import { sortByScore } from '@trivia/game';
import type { OfflineGameState } from '@trivia/game';
import { pointsText } from '../components/points';

/** SPEC §8 Sharing: what the clipboard fallback confirms. */
export const RESULTS_COPIED = 'Results copied to clipboard!';

/** SPEC §9: the share text lists rank, name and points, plus the topic. */
export function resultsShareText(state: Pick<OfflineGameState, 'topic' | 'teams'>): string {
  const lines = sortByScore(state.teams).map(
    (team, index) => `${index + 1}. ${team.name} - ${pointsText(team.score)}`,
  );
  return ['Trivia Games results', `Topic: ${state.topic?.title ?? ''}`, ...lines].join('\n');
}

export interface ShareDeps {
  share?: ((data: ShareData) => Promise<void>) | undefined;
  writeText?: ((text: string) => Promise<void>) | undefined;
  alert: (message: string) => void;
}

function browserDeps(): ShareDeps {
  return {
    share: typeof navigator.share === 'function' ? (data) => navigator.share(data) : undefined,
    writeText: navigator.clipboard ? (text) => navigator.clipboard.writeText(text) : undefined,
    alert: (message) => window.alert(message),
  };
}

/**
 * SPEC §8: the browser's share sheet; without it, the clipboard with the alert
 * "Results copied to clipboard!"; if copying fails, the text itself in an alert.
 * A cancelled or failed share is only logged.
 */
export async function shareResults(text: string, deps: ShareDeps = browserDeps()): Promise<void> {
  if (deps.share) {
    try {
      await deps.share({ title: 'Trivia Games results', text });
    } catch (err) {
      console.info('Sharing cancelled or failed', err);
    }
    return;
  }
  try {
    if (!deps.writeText) throw new Error('No clipboard');
    await deps.writeText(text);
    deps.alert(RESULTS_COPIED);
  } catch (_err) {
    deps.alert(text);
  }
}
