import { onlineOutcome, sortByScore } from '@trivia/game';
import type { PartyTeam } from '@trivia/game';
import { pointsText } from '../../offline/components/points';

export interface OutcomeText {
  kind: 'win' | 'tie' | 'none';
  headline: string;
  detail: string;
}

function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** SPEC §4 Winner rule, as the results screen words it: the winner, a tie, or nobody. */
export function outcomeText(teams: readonly PartyTeam[]): OutcomeText {
  const outcome = onlineOutcome(teams);
  if (outcome.kind === 'win') {
    const { name, score } = outcome.team;
    return { kind: 'win', headline: `${name} wins!`, detail: `with ${pointsText(score)}` };
  }
  if (outcome.kind === 'tie') {
    const [top] = sortByScore(teams);
    const score = top?.score ?? 0;
    const tied = teams.filter((team) => team.score === score).map((team) => team.name);
    return {
      kind: 'tie',
      headline: "It's a tie!",
      detail: `${joinNames(tied)} share the top score with ${pointsText(score)}`,
    };
  }
  return { kind: 'none', headline: 'No winner this time', detail: 'Nobody scored any points.' };
}

/** SPEC §2 Results: the celebration only for a single winner with more than 0 points. */
export function shouldCelebrate(teams: readonly PartyTeam[]): boolean {
  return onlineOutcome(teams).kind === 'win';
}
