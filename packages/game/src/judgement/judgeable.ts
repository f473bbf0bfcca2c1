/** What a host needs to know about a guess to judge it. */
export interface JudgedFacts {
  text: string;
  correct: boolean;
  timedOut: boolean;
}

/**
 * A guess the host may accept: a miss with something typed. A guess typed as time
 * ran out ("Japn (time ran out)") is one; a time-out with nothing typed records `expiredText`
 * ("Time expired"), which is no guess.
 */
export function isJudgeableGuess(guess: JudgedFacts, expiredText: string): boolean {
  return !guess.correct && !(guess.timedOut && guess.text === expiredText);
}
