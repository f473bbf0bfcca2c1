/** A library topic's difficulty (packages/content's data files). */
export const TOPIC_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type TopicDifficulty = (typeof TOPIC_DIFFICULTIES)[number];

/** A topic "Surprise me" may pick: its id and, when the library gives one, its difficulty. */
export interface SurpriseCandidate {
  id: string;
  difficulty?: TopicDifficulty | undefined;
}

/**
 * ROUND-5 "Surprise me": a topic of `difficulty` (any when null) the party has not played,
 * drawn by `random` (0 ≤ random < 1, drawn by the caller); when every such topic was played,
 * the least recently played one (`played` lists ids least recent first). Null when no topic
 * has that difficulty.
 */
export function pickSurpriseTopic(
  candidates: readonly SurpriseCandidate[],
  played: readonly string[],
  difficulty: TopicDifficulty | null,
  random: number,
): string | null {
  const eligible = candidates.filter((c) => difficulty === null || c.difficulty === difficulty);
  if (eligible.length === 0) return null;
  const playedAt = new Map(played.map((id, index) => [id, index]));
  const fresh = eligible.filter((c) => !playedAt.has(c.id));
  if (fresh.length > 0) {
    const index = Math.min(fresh.length - 1, Math.max(0, Math.floor(random * fresh.length)));
    return fresh[index]?.id ?? null;
  }
  const leastRecent = eligible.reduce((best, c) =>
    (playedAt.get(c.id) ?? 0) < (playedAt.get(best.id) ?? 0) ? c : best,
  );
  return leastRecent.id;
}
