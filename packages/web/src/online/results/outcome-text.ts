import { joinNames, leaders, onlineOutcome, pointsText, winsText } from '@trivia/game';
import type { PartyTeam } from '@trivia/game';

export interface OutcomeText {
  kind: 'win' | 'tie' | 'none';
  headline: string;
  detail: string;
}

/** WIN-1: The winner rule, as the results screen words it: the winner, a tie, or nobody. */
export function outcomeText(teams: readonly Pick<PartyTeam, 'name' | 'score'>[]): OutcomeText {
  const outcome = onlineOutcome(teams);
  if (outcome.kind === 'win') {
    const { name, score } = outcome.team;
    return { kind: 'win', headline: winsText(name), detail: `with ${pointsText(score)}` };
  }
  if (outcome.kind === 'tie') {
    const tied = leaders(teams);
    return {
      kind: 'tie',
      headline: "It's a tie!",
      detail: `${joinNames(tied.map((team) => team.name))} share the top score with ${pointsText(tied[0]?.score ?? 0)}`,
    };
  }
  return { kind: 'none', headline: 'No winner this time', detail: 'Nobody scored any points.' };
}

/** WIN-1: The celebration only for a single winner with more than 0 points. */
export function shouldCelebrate(teams: readonly Pick<PartyTeam, 'score'>[]): boolean {
  return onlineOutcome(teams).kind === 'win';
}

/** ROUND-3: the match winner, worded as the game's (WIN-1 on the match totals). */
export function matchOutcomeText(teams: readonly Pick<PartyTeam, 'name' | 'score'>[]): OutcomeText {
  const game = outcomeText(teams);
  if (game.kind === 'win') {
    return { ...game, headline: `${game.headline.replace(/!$/, '')} the match!` };
  }
  if (game.kind === 'tie') return { ...game, headline: 'The match is a tie!' };
  return { ...game, headline: 'No match winner' };
}
