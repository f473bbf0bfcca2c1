import { matchRounds, matchStandings, plural, pointsUnit, type PartyView } from '@trivia/game';
import { Card, cx } from '../../ui';
import { Place } from '../../results/place';
import { TrophyIcon } from '../../results/trophy-icon';
import { teamPalette } from '../../teams/team-palette';
import { matchOutcomeText } from './outcome-text';

/** The match (ROUND-1): its standings once 2 or more rounds were played, else nothing. */
export function useMatch(party: PartyView['party']) {
  const rounds = matchRounds(party);
  const lines = matchStandings(rounds);
  const teamIds = party.teams.map((team) => team.id);
  return { rounds: rounds.length, lines, teamIds, over: party.matchOver === true };
}

/**
 * ROUND-1, ROUND-3: "Match Standings" on the results from the second round on: each team's
 * total over the rounds; once the host ended the match, the match winner (or the tie) first.
 */
export function MatchStandings({ party }: { party: PartyView['party'] }) {
  const { rounds, lines, teamIds, over } = useMatch(party);
  if (rounds < 2) return null;
  const outcome = matchOutcomeText(lines.map((line) => line.team));
  return (
    <Card className="flex flex-col gap-3">
      {over ? (
        <div role="status" className="text-center">
          <p className="text-sm font-bold tracking-wide uppercase">Match Winner</p>
          {outcome.kind === 'win' ? (
            <TrophyIcon className="mx-auto size-12 text-amber-500" />
          ) : null}
          <p className="font-display text-3xl font-black break-words">{outcome.headline}</p>
          <p className="font-semibold break-words">{outcome.detail}</p>
        </div>
      ) : null}
      <section aria-labelledby="match-standings">
        <h2 id="match-standings" className="text-xl font-bold">
          Match Standings
        </h2>
        <p className="mb-3 text-sm font-medium">
          After {rounds} {plural(rounds, 'round', 'rounds')}
        </p>
        <ol className="flex flex-col gap-2">
          {lines.map(({ team, place, tied }) => (
            <li
              key={team.id}
              className={cx(
                'flex items-center gap-3 rounded-2xl px-4 py-2 text-lg font-bold',
                teamPalette(Math.max(0, teamIds.indexOf(team.id))).solid,
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
      </section>
    </Card>
  );
}
