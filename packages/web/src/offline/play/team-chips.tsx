import type { OfflineTeam } from '@trivia/game';
import { cx } from '../../ui';
import { teamPalette } from '../components/team-palette';
import { TeamSymbol } from '../components/team-symbol';

export interface TeamChipsProps {
  teams: readonly OfflineTeam[];
  activeTeamIndex: number;
  maxAttempts: number;
}

/** SPEC §2 /play: team chips over the 4 palettes, with score and attempts used. */
export function TeamChips({ teams, activeTeamIndex, maxAttempts }: TeamChipsProps) {
  return (
    <ul aria-label="Teams" className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-2">
      {teams.map((team, index) => {
        const palette = teamPalette(index);
        const active = index === activeTeamIndex;
        const out = team.attempts >= maxAttempts;
        return (
          <li
            key={index}
            aria-current={active ? 'true' : undefined}
            className={cx(
              'flex flex-col rounded-2xl px-3 py-2 shadow-md',
              palette.solid,
              active && 'ring-4 ring-offset-2 ring-offset-white dark:ring-offset-slate-950',
              active && palette.ring,
            )}
          >
            <span className="flex items-center gap-1 text-base font-bold">
              <TeamSymbol index={index} />
              <span className="truncate">{team.name}</span>
              {out ? (
                <span aria-hidden="true" className="shrink-0">
                  ✕
                </span>
              ) : null}
            </span>
            <span className="text-3xl font-black tabular-nums leading-tight">
              {team.score}
              <span className="sr-only"> points</span>
            </span>
            <span className="text-sm font-semibold">
              Attempts: {team.attempts}/{maxAttempts}
            </span>
            {out ? (
              <span className="text-xs font-bold tracking-wider uppercase">Out of attempts</span>
            ) : null}
            {active ? (
              <span className="text-xs font-bold uppercase tracking-wider">Now guessing</span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
