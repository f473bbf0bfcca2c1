import type { OfflineTeam } from '@trivia/game';
import { CountUp } from './count-up';
import { AttemptMarks } from './attempt-marks';
import { cx } from '../ui';
import { teamPalette } from '../teams/team-palette';
import { TeamSymbol } from '../teams/team-symbol';

export interface TeamChipsProps {
  teams: readonly OfflineTeam[];
  activeTeamIndex: number;
  maxAttempts: number;
  /** Attempts used and left (Classic); a Feud game counts strikes instead. Default true. */
  attempts?: boolean;
}

/**
 * /play: team chips over the 4 palettes, with score and attempts used. A
 * compact score strip that sticks to the top of the window, so the scores stay in sight
 * beside the board on a 360×640 phone; scores count up; attempts show as hits
 * and strikes (SCORE-4).
 */
export function TeamChips({
  teams,
  activeTeamIndex,
  maxAttempts,
  attempts = true,
}: TeamChipsProps) {
  return (
    <ul
      aria-label="Teams"
      className="sticky top-0 z-20 -mx-1 grid grid-cols-2 gap-1.5 bg-slate-50 px-1 py-1 sm:grid-cols-4 dark:bg-slate-950"
    >
      {teams.map((team, index) => {
        const palette = teamPalette(index);
        const active = index === activeTeamIndex;
        const out = attempts && team.attempts >= maxAttempts;
        return (
          <li
            key={index}
            aria-current={active ? 'true' : undefined}
            className={cx(
              'flex min-w-0 flex-col rounded-xl px-2 py-1 shadow-md',
              palette.solid,
              active && 'ring-4 ring-offset-2 ring-offset-white dark:ring-offset-slate-950',
              active && palette.ring,
            )}
          >
            <span className="flex items-center gap-1 text-sm font-bold">
              <TeamSymbol index={index} />
              <span className="truncate">{team.name}</span>
              {out ? (
                <span aria-hidden="true" className="shrink-0">
                  ✕
                </span>
              ) : null}
            </span>
            <span className="flex items-baseline justify-between gap-2">
              <span className="font-display text-2xl leading-tight font-black tabular-nums">
                <CountUp value={team.score} />
                <span className="sr-only">{team.score === 1 ? ' point' : ' points'}</span>
              </span>
              {out ? (
                <span className="text-right text-[0.7rem] font-bold uppercase">
                  Out of attempts
                </span>
              ) : active ? (
                <span className="text-right text-[0.7rem] font-bold uppercase">Now guessing</span>
              ) : null}
            </span>
            {attempts ? (
              <span className="flex items-center justify-between gap-2 text-xs font-semibold">
                <span>
                  Attempts: {team.attempts}/{maxAttempts}
                </span>
                <AttemptMarks team={team} max={maxAttempts} />
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
