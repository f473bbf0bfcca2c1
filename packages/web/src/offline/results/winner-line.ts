import { joinNames, leaders, pointsText, winsText } from '@trivia/game';
import type { Scored } from '@trivia/game';

export interface WinnerLine {
  headline: string;
  detail: string;
}

/**
 * /results "the winner" (WIN-2; offline, the top team wins): with a tie for first
 * every top team is named a winner (WIN-3), "Tigers and Bears win!", "tied on 3
 * points", so the line never crowns one of two equal teams.
 */
export function winnerLine(teams: readonly (Scored & { name: string })[]): WinnerLine | null {
  const top = leaders(teams);
  const [first] = top;
  if (first === undefined) return null;
  if (top.length === 1) {
    return { headline: winsText(first.name), detail: `with ${pointsText(first.score)}` };
  }
  return {
    headline: `${joinNames(top.map((team) => team.name))} win!`,
    detail: `tied on ${pointsText(first.score)}`,
  };
}
