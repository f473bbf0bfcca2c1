import type { PartyView } from '@trivia/game';
import { useRealtime } from '../connection';
import { ResultsView } from './results-view';

/**
 * The results screen (/party/{code}/results), inside the party layout, which handles loading,
 * errors, the kicked screen and the redirect after "Play Again".
 */
export function ResultsScreen({ view }: { view: PartyView }) {
  const { send } = useRealtime();
  return <ResultsView view={view} send={send} />;
}
