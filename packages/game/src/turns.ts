import { ANSWERS_PER_TOPIC } from './constants';

/** The part of a team that turn order looks at: attempts used so far. */
export interface TurnTeam {
  readonly attempts: number;
}

/** Why a game ended on its own (End Game offline is a third reason, chosen by the host). */
export type GameEndReason = 'allRevealed' | 'noAttemptsLeft';

/** TURN-2: a team may still guess while it has used fewer attempts than the maximum. */
export function hasAttemptsLeft(team: TurnTeam, maxAttempts: number): boolean {
  return team.attempts < maxAttempts;
}

/**
 * TURN-2: the index of the next team in order after `current` (wrapping round, the
 * current team last) that still has attempts left, or null when no team has any.
 */
export function nextTeamIndex(
  teams: readonly TurnTeam[],
  current: number,
  maxAttempts: number,
): number | null {
  const count = teams.length;
  for (let step = 1; step <= count; step += 1) {
    const index = (((current + step) % count) + count) % count;
    const team = teams[index];
    if (team && hasAttemptsLeft(team, maxAttempts)) return index;
  }
  return null;
}

/** TURN-3: the game ends when every answer of the topic (5) has been found. */
export function allRevealed(
  revealedCount: number,
  answerCount: number = ANSWERS_PER_TOPIC,
): boolean {
  return revealedCount >= answerCount;
}

/** TURN-3: the game ends when no team has attempts left. */
export function noAttemptsLeft(teams: readonly TurnTeam[], maxAttempts: number): boolean {
  return teams.every((team) => !hasAttemptsLeft(team, maxAttempts));
}

/** TURN-3: why the game is over after a guess, all answers found taking precedence, or null. */
export function gameEndReason(
  revealedCount: number,
  answerCount: number,
  teams: readonly TurnTeam[],
  maxAttempts: number,
): GameEndReason | null {
  if (allRevealed(revealedCount, answerCount)) return 'allRevealed';
  if (noAttemptsLeft(teams, maxAttempts)) return 'noAttemptsLeft';
  return null;
}
