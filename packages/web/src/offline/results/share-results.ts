import { placeText, pointsText, standings } from '@trivia/game';
import type { OfflineGameState } from '@trivia/game';
import type { ToastTone } from '../../ui/toast';

/** What the clipboard fallback confirms (the product's exact string). */
export const RESULTS_COPIED = 'Results copied to clipboard!';

/** The share text lists rank ("2nd =" when shared), name and points, plus the topic. */
export function resultsShareText(state: Pick<OfflineGameState, 'topic' | 'teams'>): string {
  const lines = standings(state.teams).map(
    ({ team, place, tied }) => `${placeText(place, tied)} ${team.name} - ${pointsText(team.score)}`,
  );
  return ['Trivia Games results', `Topic: ${state.topic?.title ?? ''}`, ...lines].join('\n');
}

/** Neither the share sheet nor the clipboard could take the results. */
export const SHARE_UNAVAILABLE = 'Sharing is not available here. Read the results from the screen.';

export interface ShareDeps {
  share?: ((data: ShareData) => Promise<void>) | undefined;
  writeText?: ((text: string) => Promise<void>) | undefined;
  /** The app's toast (never `alert`). */
  notify: (message: string, tone: ToastTone) => void;
}

/** The browser's share sheet and clipboard, where there are, with the app's toast. */
export function browserShareDeps(notify: ShareDeps['notify']): ShareDeps {
  return {
    share: typeof navigator.share === 'function' ? (data) => navigator.share(data) : undefined,
    writeText: navigator.clipboard ? (text) => navigator.clipboard.writeText(text) : undefined,
    notify,
  };
}

/**
 * The browser's share sheet; without it, the clipboard with the toast "Results
 * copied to clipboard!"; if copying fails too, a toast says so (never an alert).
 * A cancelled or failed share is only logged.
 */
export async function shareResults(text: string, deps: ShareDeps): Promise<void> {
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
    deps.notify(RESULTS_COPIED, 'success');
  } catch (_err) {
    deps.notify(SHARE_UNAVAILABLE, 'error');
  }
}
