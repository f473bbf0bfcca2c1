import { FEUD_MAX_STRIKES, pointsText, type FeudRound, type OfflineTeam } from '@trivia/game';

/**
 * OFF-11: who took the bank and how, for the results of a Feud game; null when nobody did
 * (the game was ended in the face-off).
 */
export function feudOutcome(round: FeudRound, teams: readonly OfflineTeam[]): string | null {
  const winner = round.winner === null ? undefined : teams[round.winner];
  if (round.phase !== 'done' || winner === undefined) return null;
  const bank = pointsText(round.bank);
  if (round.wonBy === 'cleared') return `${winner.name} cleared the board and banks ${bank}!`;
  if (round.wonBy === 'steal') return `${winner.name} stole the bank: ${bank}!`;
  // Held: the steal missed after three strikes, or the game was ended on the floor.
  const missed = round.strikes >= FEUD_MAX_STRIKES ? 'The steal missed: ' : '';
  return `${missed}${winner.name} keeps the bank: ${bank}.`;
}
