import { guessTextShown } from './guess-text';
import type { PartyGuess, PartyState } from './party-state';

type Result = Pick<PartyGuess, 'correct' | 'rank' | 'points' | 'timedOut'>;

/**
 * What the server answers a guess, typed by case. `recorded`: this guess took the
 * turn. `turnTaken`: the turn it was typed in had already been taken by a teammate's guess
 * (or the team's time-out, `byUserId` null); the browser shows it as information and keeps
 * the typed text for the team's next turn.
 */
export type GuessReply =
  | ({ kind: 'recorded' } & Result)
  | ({ kind: 'turnTaken'; byUserId: string | null; byName: string | null; text: string } & Result);

/** The reply for the guess that was just recorded, the last of the game. */
export function recordedReply(guess: Result): GuessReply {
  const { correct, rank, points, timedOut } = guess;
  return { kind: 'recorded', correct, rank, points, timedOut };
}

/**
 * TURN-8 (simultaneous guesses): when `userId` typed a guess in `turn` and that turn was
 * already taken by a guess of their own team (a teammate's or the time-out), that guess;
 * null when the turn was not their team's or has no guess (the refusal stands).
 */
export function turnTakenReply(state: PartyState, userId: string, turn: number): GuessReply | null {
  const member = state.members.find((m) => m.userId === userId && m.kickedAt === null);
  if (member === undefined || member.teamId === null) return null;
  const taken = state.guesses.find((g) => g.turn === turn && g.teamId === member.teamId);
  if (taken === undefined || taken.userId === userId) return null;
  const by = state.members.find((m) => m.userId === taken.userId);
  const { correct, rank, points, timedOut } = taken;
  return {
    kind: 'turnTaken',
    byUserId: taken.userId,
    byName: by?.displayName ?? null,
    text: guessTextShown(taken, state.party.topic),
    correct,
    rank,
    points,
    timedOut,
  };
}
