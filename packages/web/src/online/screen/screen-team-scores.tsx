import type { OfflineTeam, PartyView } from '@trivia/game';
import { teamPalette } from '../../teams/team-palette';
import { TeamSymbol } from '../../teams/team-symbol';
import { CountUp } from '../../board/count-up';
import { AttemptMarks } from '../../board/attempt-marks';
import { cx } from '../../ui';
import { SCREEN_TEXT } from '../../ui/screen-text';

/**
 * Every team's score and attempts used (and as hits and strikes, each mark over 40 px on a
 * 1920×1080 TV), the active team ringed, a team with no attempts left marked "Out of guesses"
 * in words (a cross would read as one more strike).
 */
export function ScreenTeamScores({
  party,
  teams,
  attempts = true,
}: {
  party: PartyView['party'];
  /** The same teams with their guesses in order (board-adapters.ts), for the hit and miss marks. */
  teams: readonly OfflineTeam[];
  /** Show attempts (Classic); a Feud game counts strikes instead (FEUD-3). */
  attempts?: boolean;
}) {
  return (
    <ul
      aria-label="Teams"
      aria-live="polite"
      className={cx('grid gap-[1.8vmin]', party.teams.length > 2 ? 'grid-cols-2' : 'grid-cols-1')}
    >
      {party.teams.map((team, index) => {
        const active = team.id === party.activeTeamId;
        const out = attempts && team.attempts >= party.maxAttempts;
        return (
          <li
            key={team.id}
            aria-current={active ? 'true' : undefined}
            data-score={team.score}
            className={cx(
              'flex min-w-0 items-center gap-[2vmin] rounded-[2vmin] border-4 border-white/30 px-[2vmin] py-[1.2vmin] shadow-xl',
              teamPalette(index).solid,
              active && 'ring-[0.8vmin] ring-offset-[0.5vmin] ring-offset-[#070b1f]',
              active && teamPalette(index).ring,
            )}
          >
            <span className="flex min-w-0 flex-1 flex-col gap-[0.8vmin]">
              <span
                className={`${SCREEN_TEXT.body} flex min-w-0 items-center gap-[0.4em] font-display font-extrabold`}
              >
                <TeamSymbol index={index} />
                <span className="min-w-0 truncate">{team.name}</span>
              </span>
              {out ? (
                <span
                  data-testid="out-of-guesses"
                  className={`${SCREEN_TEXT.small} self-start rounded-full bg-slate-950 px-[0.6em] font-bold text-white`}
                >
                  Out of guesses
                </span>
              ) : null}
              {/* Attempts as hits and strikes too (SCORE-4). */}
              {attempts ? (
                <span
                  className={`${SCREEN_TEXT.small} flex flex-wrap items-center gap-x-[1.5vmin] font-bold`}
                >
                  <span>
                    Attempts: {team.attempts}/{party.maxAttempts}
                  </span>
                  <AttemptMarks
                    team={teams[index] ?? { attempts: team.attempts, guesses: [] }}
                    max={party.maxAttempts}
                    className="gap-[1vmin] text-[length:clamp(1rem,3.4vmin,2.75rem)]"
                  />
                </span>
              ) : null}
            </span>
            {/* The score counts up in the stage face. */}
            <span
              className={`${SCREEN_TEXT.huge} shrink-0 font-display font-black tabular-nums drop-shadow-[0_0.3vmin_0_rgb(0_0_0/0.35)]`}
            >
              <CountUp value={team.score} />
              <span className="sr-only">{team.score === 1 ? ' point' : ' points'}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
