import type { FeudRound, OfflineTeam } from '@trivia/game';
import { CountUp } from '../../board/count-up';
import { teamPalette } from '../../teams/team-palette';
import { TeamSymbol } from '../../teams/team-symbol';
import { cx } from '../../ui';

/** What a team is doing in the round, as its chip says it. */
function roleOf(round: FeudRound, index: number, activeTeamIndex: number): string | null {
  if (round.phase === 'faceOff') return round.faceOffTeams.includes(index) ? 'Face-off' : null;
  if (round.phase === 'steal' && index === activeTeamIndex) return 'Stealing';
  return index === round.controlTeam ? 'Has the floor' : null;
}

/**
 * /play in a Feud game (OFF-11): the teams' scores (a bank counts once won) and who is in the
 * face-off, has the floor or is stealing; sticky like the Classic score strip.
 */
export function FeudScoreStrip({
  teams,
  round,
  activeTeamIndex,
}: {
  teams: readonly OfflineTeam[];
  round: FeudRound;
  activeTeamIndex: number;
}) {
  return (
    <ul
      aria-label="Teams"
      className="sticky top-0 z-20 -mx-1 grid grid-cols-2 gap-1.5 bg-slate-50 px-1 py-1 sm:grid-cols-4 dark:bg-slate-950"
    >
      {teams.map((team, index) => {
        const palette = teamPalette(index);
        const active = index === activeTeamIndex;
        const role = roleOf(round, index, activeTeamIndex);
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
            </span>
            <span className="flex items-baseline justify-between gap-2">
              <span className="font-display text-2xl leading-tight font-black tabular-nums">
                <CountUp value={team.score} />
                <span className="sr-only">{team.score === 1 ? ' point' : ' points'}</span>
              </span>
              {role ? (
                <span className="text-right text-[0.7rem] font-bold uppercase">{role}</span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
