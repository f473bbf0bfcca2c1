import { matchRounds, matchStandings, plural, pointsUnit, type PartyView } from '@trivia/game';
import { cx } from '../../ui';
import { Place } from '../../results/place';
import { SCREEN_TEXT } from '../../ui/screen-text';
import { teamPalette } from '../../teams/team-palette';

/**
 * ROUND-1, for the room: the match standings beside the game's results from the second round
 * on (the match winner, ROUND-3, is the results' headline: screen-results.tsx). Nothing for a
 * party that played one game.
 */
export function ScreenMatchStandings({ party }: { party: PartyView['party'] }) {
  const rounds = matchRounds(party);
  if (rounds.length < 2) return null;
  const lines = matchStandings(rounds);
  const teamIds = party.teams.map((team) => team.id);
  return (
    <section aria-labelledby="screen-match-standings" className="flex flex-col gap-[1.2vmin]">
      <h2 id="screen-match-standings" className={`${SCREEN_TEXT.body} font-extrabold`}>
        Match Standings · after {rounds.length} {plural(rounds.length, 'round', 'rounds')}
      </h2>
      <ol className="flex flex-col gap-[0.8vmin]">
        {lines.map(({ team, place, tied }) => (
          <li
            key={team.id}
            className={cx(
              `${SCREEN_TEXT.body} flex items-center gap-[2vmin] rounded-2xl px-[2vmin] py-[0.6vmin] font-black`,
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
  );
}
