import type { PartyView } from '@trivia/game';
import { feudCanGuess, feudRound } from '../feud/feud-view';

/**
 * TURN-4: Only members of the active team see the guess input, and only while playing (and,
 * PAUSE-1, not while the host has paused the game). Feud: see feudCanGuess.
 */
export function canGuess(view: Pick<PartyView, 'party' | 'viewer'>): boolean {
  const { party, viewer } = view;
  // FEUD-2, FEUD-3, FEUD-4: in a Feud game the round's phase says who may guess.
  if (feudRound(party) !== null) return feudCanGuess(view);
  return (
    party.status === 'playing' &&
    party.pausedAt === null &&
    viewer.isMember &&
    viewer.teamId !== null &&
    viewer.teamId === party.activeTeamId
  );
}

/** What the others see in place of the input. */
export function waitingText(view: Pick<PartyView, 'party' | 'viewer'>): string {
  const { party, viewer } = view;
  const active = party.teams.find((team) => team.id === party.activeTeamId);
  if (party.pausedAt !== null) return 'The game is paused. Guessing goes on when the host resumes.';
  // The board shows the last reveal for a moment before the results.
  if (party.status === 'finished') return "That's the game! The winner is coming up...";
  const guessing = active ? `${active.name} is guessing...` : 'Waiting for the next turn...';
  if (viewer.teamId === null)
    return `${guessing} You are watching until the host puts you on a team.`;
  return `${guessing} Wait for your team's turn.`;
}
