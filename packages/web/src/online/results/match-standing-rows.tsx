import { matchRounds, matchStandings, pointsUnit, type PartyView } from '@trivia/game';
import { cx } from '../../ui';
import { Place } from '../../results/place';
import { teamPalette } from '../../teams/team-palette';

/** The match (ROUND-1): how many rounds it counts, its standings and whether it is over. */
export function useMatch(party: PartyView['party']) {
  const rounds = matchRounds(party);
  const lines = matchStandings(rounds);
  const teamIds = party.teams.map((team) => team.id);
  return { rounds: rounds.length, lines, teamIds, over: party.matchOver === true };
}

type Match = ReturnType<typeof useMatch>;

/**
 * ROUND-1: the rows of the match standings, one a team in its colour with its place and total,
 * for the phone's results and the big screen alike; the sizes come from the caller.
 */
export function MatchStandingRows({
  match,
  className,
  rowClassName,
}: {
  match: Pick<Match, 'lines' | 'teamIds'>;
  className: string;
  rowClassName: string;
}) {
  return (
    <ol className={cx('flex flex-col', className)}>
      {match.lines.map(({ team, place, tied }) => (
        <li
          key={team.id}
          className={cx(
            'flex items-center rounded-2xl',
            rowClassName,
            teamPalette(Math.max(0, match.teamIds.indexOf(team.id))).solid,
          )}
        >
          <Place place={place} tied={tied} />
          <span className="min-w-0 flex-1 truncate">{team.name}</span>
          <span className="font-display tabular-nums">
            {team.score} {pointsUnit(team.score)}
          </span>
        </li>
      ))}
    </ol>
  );
}
