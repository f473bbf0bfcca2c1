/** One party the load generator plays: its size, teams, turn length and servers. */
export interface PartySpec {
  index: number;
  players: number;
  teams: number;
  turnSeconds: number;
  /** This party lets some of its turns run out on the server's timer. */
  timeouts: boolean;
  /** The server each member connects to (cluster mode spreads a party over the instances). */
  urls: string[];
  /** Where in the guess interval this party starts (0 to 1), so parties do not guess in step. */
  phase: number;
}

export const NORMAL_TURN_SECONDS = 30;
/** SETUP-2's shortest turn: a turn left alone times out 10 s + the 3 s grace later (TURN-6). */
export const SHORT_TURN_SECONDS = 10;

/**
 * Parties `firstIndex`.. of `players` members: 2, 3 or 4 teams in turn (never more than
 * players), a `timeoutShare` of them spread evenly with short turns, members spread over `urls`.
 */
export function makePartySpecs(options: {
  parties: number;
  players: number;
  timeoutShare: number;
  urls: readonly string[];
  firstIndex?: number;
}): PartySpec[] {
  const { parties, players, timeoutShare, urls } = options;
  const first = options.firstIndex ?? 0;
  return Array.from({ length: parties }, (_, offset) => {
    const index = first + offset;
    const timeouts = Math.floor(index * timeoutShare) !== Math.floor((index + 1) * timeoutShare);
    return {
      index,
      players,
      teams: Math.min(2 + (index % 3), 4, players),
      turnSeconds: timeouts ? SHORT_TURN_SECONDS : NORMAL_TURN_SECONDS,
      timeouts,
      urls: Array.from(
        { length: players },
        (_, member) => urls[(index + member) % urls.length] ?? '',
      ),
      phase: (((index * 0.618034) % 1) + 1) % 1,
    };
  });
}
