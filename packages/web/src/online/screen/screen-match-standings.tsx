import { plural, type PartyView } from '@trivia/game';
import { SCREEN_TEXT } from '../../ui/screen-text';
import { MatchStandingRows, useMatch } from '../results/match-standing-rows';

/**
 * ROUND-1, for the room: the match standings beside the game's results from the second round
 * on (the match winner, ROUND-3, is the results' headline: screen-results.tsx). Nothing for a
 * party that played one game.
 */
export function ScreenMatchStandings({ party }: { party: PartyView['party'] }) {
  const match = useMatch(party);
  const { rounds } = match;
  if (rounds < 2) return null;
  return (
    <section aria-labelledby="screen-match-standings" className="flex flex-col gap-[1.2vmin]">
      <h2 id="screen-match-standings" className={`${SCREEN_TEXT.body} font-extrabold`}>
        Match Standings · after {rounds} {plural(rounds, 'round', 'rounds')}
      </h2>
      <MatchStandingRows
        match={match}
        className="gap-[0.8vmin]"
        rowClassName={`${SCREEN_TEXT.body} gap-[2vmin] px-[2vmin] py-[0.6vmin] font-black`}
      />
    </section>
  );
}
