import { plural, type PartyView } from '@trivia/game';
import { Card } from '../../ui';
import { TrophyIcon } from '../../results/trophy-icon';
import { MatchStandingRows, useMatch } from './match-standing-rows';
import { matchOutcomeText } from './outcome-text';

/**
 * ROUND-1, ROUND-3: "Match Standings" on the results from the second round on: each team's
 * total over the rounds; once the host ended the match, the match winner (or the tie) first.
 */
export function MatchStandings({ party }: { party: PartyView['party'] }) {
  const match = useMatch(party);
  const { rounds, lines, over } = match;
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
        <MatchStandingRows
          match={match}
          className="gap-2"
          rowClassName="gap-3 px-4 py-2 text-lg font-bold"
        />
      </section>
    </Card>
  );
}
