import { lastOfflineGuess, type OfflineGameState } from '@trivia/game';
import { Button, Card, cx } from '../../ui';
import { teamPalette } from '../../teams/team-palette';
import { outcomeMessage } from './outcome-message';

const toneClasses = {
  success:
    'border-emerald-600 bg-emerald-50 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50',
  info: 'border-slate-400 bg-white text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-50',
  error: 'border-red-600 bg-red-50 text-red-950 dark:bg-red-950 dark:text-red-50',
} as const;

export interface PassDeviceProps {
  state: OfflineGameState;
  /** The team the device goes to (its index). */
  teamIndex: number;
  onReady: () => void;
}

/**
 * OFF-3: Pass the device: between turns, the last guess's result under the team that
 * made it, then "Pass to {team}" and "Ready": the next team's timer starts only on Ready.
 */
export function PassDevice({ state, teamIndex, onReady }: PassDeviceProps) {
  const team = state.teams[teamIndex];
  const last = lastOfflineGuess(state);
  if (team === undefined) return null;
  const palette = teamPalette(teamIndex);
  return (
    <section aria-labelledby="pass-device-title" className="flex flex-col gap-5">
      {last ? (
        <div
          role="status"
          aria-label="Last result"
          className={cx(
            'rounded-2xl border-2 px-4 py-3 text-center',
            toneClasses[outcomeMessage(last.guess).tone],
          )}
        >
          <p className="text-sm font-semibold uppercase tracking-wide">
            <span aria-hidden="true">{teamPalette(last.teamIndex).symbol} </span>
            {last.team.name}
          </p>
          <p className="text-xl font-extrabold sm:text-2xl">{outcomeMessage(last.guess).message}</p>
        </div>
      ) : null}
      <Card className="flex flex-col items-center gap-5 text-center">
        <h2
          id="pass-device-title"
          className={cx(
            'w-full rounded-2xl px-4 py-5 text-3xl font-black tracking-tight sm:text-4xl',
            palette.solid,
          )}
        >
          <span aria-hidden="true">{palette.symbol} </span>
          Pass to {team.name}
        </h2>
        <p className="text-lg font-medium">
          Hand the device to {team.name}. Their {state.timePerTurn > 0 ? 'timer' : 'turn'} starts
          when they press Ready.
        </p>
        {/* Focus on Ready: whoever now holds the device presses it (or Enter) to start. */}
        <Button
          autoFocus
          size="lg"
          variant="success"
          onClick={onReady}
          className="w-full sm:w-auto"
        >
          Ready
        </Button>
      </Card>
    </section>
  );
}
