import type { OfflineTeam, PartyView } from '@trivia/game';
import { teamPalette } from '../../teams/team-palette';
import { TeamSymbol } from '../../teams/team-symbol';
import { CountUp } from '../../board/count-up';
import { AttemptMarks } from '../../board/attempt-marks';
import { cx } from '../../ui';
import { SCREEN_TEXT } from '../../ui/screen-text';

/** Every team's score and attempts used (and as strikes), the active team ringed, a team out crossed. */
export function ScreenTeamScores({
  party,
  teams,
}: {
  party: PartyView['party'];
  /** The same teams with their guesses in order (board-adapters.ts), for the hit and miss marks. */
  teams: readonly OfflineTeam[];
}) {
  return (
    <ul
      aria-label="Teams"
      aria-live="polite"
      className={cx(
        'grid gap-[1.5vmin]',
        party.teams.length > 2 ? 'grid-cols-2' : 'grid-cols-1 sm:grid-cols-2',
      )}
    >
      {party.teams.map((team, index) => {
        const active = team.id === party.activeTeamId;
        const out = team.attempts >= party.maxAttempts;
        return (
          <li
            key={team.id}
            aria-current={active ? 'true' : undefined}
            data-score={team.score}
            className={cx(
              'flex min-w-0 flex-col rounded-2xl px-[2vmin] py-[1.2vmin] shadow-lg',
              teamPalette(index).solid,
              active &&
                'ring-[0.8vmin] ring-offset-[0.5vmin] ring-offset-white dark:ring-offset-slate-950',
              active && teamPalette(index).ring,
            )}
          >
            <span className={`${SCREEN_TEXT.body} flex items-center gap-[0.5em] font-extrabold`}>
              <TeamSymbol index={index} />
              <span className="min-w-0 truncate">{team.name}</span>
              {out ? (
                <span aria-hidden="true" className="shrink-0">
                  ✕
                </span>
              ) : null}
            </span>
            {/* The score counts up in the stage face; attempts as hits and strikes too
                (SCORE-4). */}
            <span className={`${SCREEN_TEXT.huge} font-display font-black tabular-nums`}>
              <CountUp value={team.score} />
              <span className="sr-only">{team.score === 1 ? ' point' : ' points'}</span>
            </span>
            <span
              className={`${SCREEN_TEXT.small} flex flex-wrap items-center justify-between gap-x-[1vmin] font-bold`}
            >
              <span>
                Attempts: {team.attempts}/{party.maxAttempts}
                {out ? ' · Out of attempts' : ''}
              </span>
              <AttemptMarks
                team={teams[index] ?? { attempts: team.attempts, guesses: [] }}
                max={party.maxAttempts}
              />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
