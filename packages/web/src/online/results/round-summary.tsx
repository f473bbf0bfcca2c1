import { roundTopScorers, teamPlaceText, topScorerText, type PartyView } from '@trivia/game';
import { Card } from '../../ui';

/**
 * ROUND-6, ROUND-7: what this round meant to this phone: how the viewer's team did ("You
 * won!", "Your team came 2nd") and who found the most points.
 */
export function RoundSummary({ view }: { view: PartyView }) {
  const place = teamPlaceText(view.party.teams, view.viewer.teamId);
  const top = roundTopScorers(view.guesses, view.judgements);
  const names = top.map(
    ({ userId }) => view.members.find((m) => m.userId === userId)?.displayName ?? 'A former member',
  );
  const scorer = topScorerText(names, top[0]?.points ?? 0);
  if (place === null && scorer === null) return null;
  return (
    <Card className="flex flex-col gap-1 text-center" aria-label="How it went">
      {place ? <p className="font-display text-2xl font-black">{place}</p> : null}
      {scorer ? <p className="text-lg font-semibold break-words">{scorer}</p> : null}
    </Card>
  );
}
