/**
 * Which found answers a board on this page has already shown, per topic. A tile
 * turns over only the first time a board shows it found, so a reveal is seen even when the
 * board was off screen at the moment of the guess (offline, the pass-the-device screen
 * comes between turns), and a board that re-renders or comes back does not flip again.
 * A board with nothing found (a new game) forgets what was shown for its topic.
 */
const shown = new Map<string, Set<number>>();

/** Has a board already shown `rank` of `topic` found? */
export function wasShown(topic: string, rank: number): boolean {
  return shown.get(topic)?.has(rank) ?? false;
}

/** A board shows `rank` of `topic` found. */
export function markShown(topic: string, rank: number): void {
  const ranks = shown.get(topic) ?? new Set<number>();
  ranks.add(rank);
  shown.set(topic, ranks);
}

/** A new game of `topic`: nothing of it has been shown yet. */
export function forgetShown(topic: string): void {
  shown.delete(topic);
}
