import { standings } from '../standings';
import { joinNames, ordinal, pointsText } from '../text/english';
import type { Scored } from '../winner';
import type { PartyGuess, PartyJudgement } from './party-state';

/**
 * ROUND-6: what the results tell one player about their team: "You won!" for a sole first
 * place with points (WIN-1), "Your team tied for 1st" when first place is shared, else
 * "Your team came 2nd" or "Your team tied for 2nd" (places as WIN-3). Null for someone on
 * no team (a quizmaster host, a big screen).
 */
export function teamPlaceText<T extends Scored & { id: string }>(
  teams: readonly T[],
  teamId: string | null,
): string | null {
  const line = standings(teams).find((s) => s.team.id === teamId);
  if (line === undefined) return null;
  if (line.place === 1 && !line.tied && line.team.score > 0) return 'You won!';
  if (line.tied) return `Your team tied for ${ordinal(line.place)}`;
  return `Your team came ${ordinal(line.place)}`;
}

/** A member's points of one round: the answers their guesses found. */
export interface ScorerLine {
  userId: string;
  points: number;
}

/**
 * ROUND-7: the round's top scorers: the members whose guesses found the most points (answers
 * found by guessing, and refused guesses the host accepted and did not undo; score
 * adjustments belong to a team, not a member). Ties are all named, in the order their first
 * points were found. Empty when nobody found any.
 */
export function roundTopScorers(
  guesses: readonly PartyGuess[],
  judgements: readonly PartyJudgement[],
): ScorerLine[] {
  const points = new Map<string, number>();
  const add = (userId: string | null, amount: number) => {
    if (userId === null || amount <= 0) return;
    points.set(userId, (points.get(userId) ?? 0) + amount);
  };
  for (const g of guesses) if (g.correct) add(g.userId, g.points);
  for (const j of judgements) {
    if (j.kind !== 'accept' || j.undoneAt !== null || j.guessIndex === null) continue;
    add(guesses[j.guessIndex]?.userId ?? null, j.points);
  }
  const best = Math.max(0, ...points.values());
  if (best === 0) return [];
  return [...points.entries()]
    .filter(([, p]) => p === best)
    .map(([userId, p]) => ({ userId, points: p }));
}

/** ROUND-7: "Top scorer: Ana (9 points)", "Top scorers: Ana and Ben (5 points each)". */
export function topScorerText(names: readonly string[], points: number): string | null {
  if (names.length === 0) return null;
  if (names.length === 1) return `Top scorer: ${names[0]} (${pointsText(points)})`;
  return `Top scorers: ${joinNames(names)} (${pointsText(points)} each)`;
}
