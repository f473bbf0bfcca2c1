import type { WindowCounts } from '../load/window-stats';

/**
 * The traffic a floor replays, read off the real parties' window so that each room
 * broadcasts as many messages a second as a party did, in the same shape: games of guesses
 * one `guessIntervalMs` apart, each game preceded by the host's burst of set-up messages
 * (Play Again, Start, game type, topic, teams, Redistribute, Begin), sent back to back, each
 * once the host has the one before. Counts per game are averages; a room plays them with a
 * running remainder, so over many games it sends exactly the average.
 */
export interface FloorScript {
  guessIntervalMs: number;
  guessesPerGame: number;
  hostMessagesPerGame: number;
}

type ScriptCounts = Pick<
  WindowCounts,
  'guessesApplied' | 'timeouts' | 'hostCommands' | 'gamesBegun'
>;

/**
 * The script of a real window of `windowMs` with `parties` parties: its versions from
 * guesses (accepted or timed out) and from host commands, per game begun; null (guesses
 * only) when no game was begun or nothing was guessed.
 */
export function floorScriptOf(
  counts: ScriptCounts,
  windowMs: number,
  parties: number,
): FloorScript | null {
  const guesses = counts.guessesApplied + counts.timeouts;
  if (counts.gamesBegun === 0 || guesses === 0 || windowMs <= 0 || parties <= 0) return null;
  return {
    guessIntervalMs: (windowMs * parties) / guesses,
    guessesPerGame: guesses / counts.gamesBegun,
    hostMessagesPerGame: counts.hostCommands / counts.gamesBegun,
  };
}

/** Whole counts, game after game, that add up to `perGame` on average (a running remainder). */
export function wholeCounts(perGame: number): () => number {
  let owed = 0;
  return () => {
    owed += perGame;
    const whole = Math.floor(owed + 1e-9);
    owed -= whole;
    return whole;
  };
}
