import type { PartyTeam } from '@trivia/game';
import { Card } from '../../ui';
import { TrophyIcon } from '../../results/trophy-icon';
import { outcomeText } from './outcome-text';

/** The results screen: the winner (with a trophy) or the tie. */
export function OutcomeCard({ teams }: { teams: readonly PartyTeam[] }) {
  const { kind, headline, detail } = outcomeText(teams);
  return (
    <Card className="text-center">
      {kind === 'win' ? <TrophyIcon className="mx-auto size-14 text-amber-500" /> : null}
      {/* The winner's name large, in the stage's face; a tie says so. */}
      <p className="mt-2 font-display text-4xl font-black tracking-tight break-words sm:text-5xl">
        {headline}
      </p>
      <p className="mt-1 text-lg font-semibold break-words">{detail}</p>
    </Card>
  );
}
