/** One attempt of a team as its score card shows it. */
export type AttemptMark = 'hit' | 'miss' | 'left';

/** The part of a team the marks look at: attempts used and its guesses in order. */
export interface MarkedTeam {
  readonly attempts: number;
  readonly guesses: ReadonlyArray<{ readonly correct: boolean }>;
}

/** How many attempts of each kind a team has: found, missed, still to play. */
export interface AttemptTally {
  found: number;
  missed: number;
  left: number;
}

/**
 * A team's attempts in the order used, then the ones left: a correct guess (an accepted
 * one too) is a hit, a wrong guess or a time-out a miss. Always `maxAttempts` marks; an
 * attempt spent with no guess on record counts as a miss.
 */
export function attemptMarks(team: MarkedTeam, maxAttempts: number): AttemptMark[] {
  const max = Math.max(0, Math.floor(maxAttempts));
  const used = Math.min(max, Math.max(team.attempts, team.guesses.length));
  return Array.from({ length: max }, (_, index): AttemptMark => {
    if (index >= used) return 'left';
    return team.guesses[index]?.correct === true ? 'hit' : 'miss';
  });
}

/** The marks counted by kind, for the words a screen reader says ("1 found, 1 missed, 1 left"). */
export function tallyMarks(marks: readonly AttemptMark[]): AttemptTally {
  const count = (kind: AttemptMark) => marks.filter((mark) => mark === kind).length;
  return { found: count('hit'), missed: count('miss'), left: count('left') };
}
