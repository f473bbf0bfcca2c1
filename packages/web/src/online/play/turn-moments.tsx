import type { PartyView } from '@trivia/game';
import { useTurnCountdown } from '../../turn/use-turn-countdown';
import { teamPalette } from '../../teams/team-palette';
import { Button, cx } from '../../ui';
import { activeTeamIndex } from './board-adapters';
import { feudRound } from '../feud/feud-view';

type Party = PartyView['party'];

// The server starts the turn's clock; the get-ready countdown only shows it coming.
const nothingToDo = () => undefined;

/**
 * TURN-9: The whole seconds left of the "Get ready" moment before the first turn's
 * countdown, on the server's clock (3, 2, 1), or null once the turn's clock runs or while
 * paused. Re-renders as each second passes, and once more when the moment ends.
 */
export function useGetReady(party: Party, serverNow: () => number): number | null {
  const until =
    party.status === 'playing' && party.pausedAt === null && !party.hostChecking
      ? party.getReadyUntil
      : null;
  const seconds = useTurnCountdown(until, nothingToDo, serverNow);
  return seconds !== null && seconds > 0 ? seconds : null;
}

/** TURN-9: "Get ready: {team}" with a 3-2-1, on phones and (size room) the big screen. */
export function GetReady({
  party,
  seconds,
  size = 'phone',
}: {
  party: Party;
  seconds: number;
  size?: 'phone' | 'room';
}) {
  const index = activeTeamIndex(party);
  const team = party.teams[index];
  const room = size === 'room';
  return (
    <div className="flex flex-col items-center gap-2 text-center">
      <p
        role="status"
        className={cx(
          'max-w-full rounded-2xl px-4 py-2 font-black tracking-tight break-words',
          room ? 'text-[length:clamp(2rem,7vmin,6rem)]' : 'text-2xl sm:text-3xl',
          // FEUD-7: a Feud game opens with the face-off, no team active.
          team ? teamPalette(index).solid : 'bg-slate-800 text-white',
        )}
      >
        {feudRound(party)?.phase === 'faceOff'
          ? 'Get ready: face-off!'
          : `Get ready: ${team?.name ?? 'the first team'}`}
      </p>
      <p
        className={cx(
          'font-display font-black tabular-nums',
          room ? 'text-[length:clamp(4rem,20vmin,14rem)]' : 'text-6xl',
        )}
      >
        {seconds}
      </p>
    </div>
  );
}

/**
 * JUDGE-8: "Host is checking…": the game's last guess was refused and the host may still
 * accept it before the winner is shown; the host may skip ("Show results").
 */
export function HostChecking({
  onSkip,
  busy = false,
  size = 'phone',
}: {
  onSkip: (() => void) | null;
  busy?: boolean;
  size?: 'phone' | 'room';
}) {
  const room = size === 'room';
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <p
        role="status"
        className={cx(
          'font-black tracking-tight',
          room ? 'text-[length:clamp(2rem,7vmin,6rem)]' : 'text-2xl sm:text-3xl',
        )}
      >
        Host is checking…
      </p>
      <p className={room ? 'text-[length:clamp(1rem,3vmin,2.5rem)]' : 'text-base'}>
        The winner is shown in a moment.
      </p>
      {onSkip !== null ? (
        <Button variant="secondary" disabled={busy} onClick={onSkip}>
          Show results
        </Button>
      ) : null}
    </div>
  );
}
