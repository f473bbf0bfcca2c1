import { useNavigate } from 'react-router';
import type { PartyView } from '@trivia/game';
import { useRealtime } from '../connection';
import { PlayView } from './play-view';

/**
 * The play screen (/party/{code}/play), inside the party layout, which handles loading,
 * errors, the kicked screen, reconnecting and the status redirects around it.
 */
export function PlayScreen({ view }: { view: PartyView }) {
  const { send, serverNow } = useRealtime();
  const navigate = useNavigate();
  return (
    <PlayView
      view={view}
      send={send}
      serverNow={serverNow}
      onLeft={() => void navigate('/online')}
    />
  );
}
