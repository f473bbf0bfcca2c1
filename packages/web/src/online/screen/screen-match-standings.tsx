import { plural, type PartyView } from '@trivia/game';
import { SCREEN_TEXT } from '../../ui/screen-text';
import { MatchStandingRows, useMatch } from '../results/match-standing-rows';
import { matchOutcomeText } from '../results/outcome-text';

/**
 * ROUND-1, ROUND-3, for the room: the match standings under the game's results from the
 * second round on, and the match winner once the host ended the match. Nothing for a party
 * that played one game.
 */
export function ScreenMatchStandings({ party }: { party: PartyView['party'] }) {
  const match = useMatch(party);
  const { rounds } = match;
  if (rounds < 2) return null;
  const winner = match.over ? matchOutcomeText(match.lines.map((l) => l.team)) : null;
  return (
    <section aria-labelledby="screen-match-standings" className="flex flex-col gap-[1.2vmin]">
      {winner ? (
        <div role="status">
          <p className={`${SCREEN_TEXT.large} font-display font-black break-words`}>
            {winner.headline}
          </p>
          <p className={`${SCREEN_TEXT.body} font-bold break-words`}>{winner.detail}</p>
        </div>
      ) : null}
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
