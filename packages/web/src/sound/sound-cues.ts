import { lastGuessOutcome, onlineOutcome, offlineWinner } from '@trivia/game';
import type { OfflineGameState, PartyGuess, PartyView } from '@trivia/game';
import { FINALE_HOLD_MS } from '../board/use-finale-hold';
import { TICK_FROM_SECONDS, type SoundName } from './sound-names';

type GuessOutcome = Pick<PartyGuess, 'correct' | 'timedOut'>;

/** The sound of one guess: a reveal, a time-out, or a wrong answer. */
export function guessSound(guess: GuessOutcome): SoundName {
  if (guess.correct) return 'correct';
  return guess.timedOut ? 'timeout' : 'wrong';
}

export type CueView = Pick<PartyView, 'party' | 'guesses'>;

/**
 * What the big screen plays when the party's view goes from `prev` to `next`: the latest new
 * guess (one sound even when a reconnect brings several), then the winner's fanfare when the
 * game just finished with a single winner. The first view plays nothing: it happened earlier.
 */
export function partySoundCues(prev: CueView | null, next: CueView): SoundName[] {
  if (prev === null) return [];
  const cues: SoundName[] = [];
  const latest = next.guesses.at(-1);
  const isNewGuess = next.guesses.length > prev.guesses.length && next.party.status !== 'choosing';
  if (latest && isNewGuess) cues.push(guessSound(latest));
  const justFinished = prev.party.status === 'playing' && next.party.status === 'finished';
  if (justFinished && onlineOutcome(next.party.teams).kind === 'win') cues.push('winner');
  return cues;
}

/**
 * What the offline play screen plays after an action: the guess just made, then the
 * fanfare when the game just ended with a winner above 0 points.
 */
export function offlineSoundCues(prev: OfflineGameState, next: OfflineGameState): SoundName[] {
  const cues: SoundName[] = [];
  const guess = lastGuessOutcome(prev, next);
  if (guess) cues.push(guessSound(guess));
  const winner = offlineWinner(next.teams);
  if (prev.phase === 'play' && next.phase === 'results' && winner && winner.score > 0) {
    cues.push('winner');
  }
  return cues;
}

/** A tick for each of the last 5 seconds of a turn, once as the countdown reaches it. */
export function isCountdownTick(prev: number | null, seconds: number | null): boolean {
  if (seconds === null || prev === null || seconds === prev) return false;
  return seconds >= 1 && seconds <= TICK_FROM_SECONDS && seconds < prev;
}

/** A cue and how long after the change that brought it it plays. */
export interface TimedCue {
  cue: SoundName;
  afterMs: number;
}

/**
 * When the game ends on a move (`held`: the board holds its last reveal or miss for
 * FINALE_HOLD_MS), the winner's fanfare waits until then, as the winner's screen does; the
 * move's own sound plays at once. Otherwise ("End Game") everything plays at once.
 */
export function timedCues(cues: readonly SoundName[], held: boolean): TimedCue[] {
  return cues.map((cue) => ({ cue, afterMs: held && cue === 'winner' ? FINALE_HOLD_MS : 0 }));
}
