/** A library topic's difficulty (packages/content's data files). */
export const TOPIC_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type TopicDifficulty = (typeof TOPIC_DIFFICULTIES)[number];

/** A topic "Surprise me" may pick: its id and, when the library gives one, its difficulty. */
export interface SurpriseCandidate {
  id: string;
  difficulty?: TopicDifficulty | undefined;
}

/** Each topic's series twins (topics sharing 4 or more answers with it) by its id. */
export type TopicTwins = Readonly<Record<string, readonly string[] | undefined>>;

/**
 * ROUND-8: the topics not offered to the party: every twin of a topic it played (`played`,
 * ROUND-4). A played topic itself stays offered unless it is a twin of another played one.
 */
export function twinsOfPlayed(played: readonly string[], twins: TopicTwins): Set<string> {
  const excluded = new Set<string>();
  for (const id of played) for (const twin of twins[id] ?? []) excluded.add(twin);
  return excluded;
}

/** ROUND-8: true when `topicId` shares 4 or more answers with a topic the party played. */
export function isTooCloseToPlayed(
  topicId: string,
  played: readonly string[],
  twins: TopicTwins,
): boolean {
  return twinsOfPlayed(played, twins).has(topicId);
}

/**
 * ROUND-5 "Surprise me": a topic of `difficulty` (any when null) the party has not played,
 * drawn by `random` (0 ≤ random < 1, drawn by the caller); when every such topic was played,
 * the least recently played one (`played` lists ids least recent first). Null when no topic
 * has that difficulty. ROUND-8: topics in `excluded` (the twins of played topics) are left
 * out while any other topic of that difficulty is left.
 */
export function pickSurpriseTopic(
  candidates: readonly SurpriseCandidate[],
  played: readonly string[],
  difficulty: TopicDifficulty | null,
  random: number,
  excluded: ReadonlySet<string> = new Set(),
): string | null {
  const ofDifficulty = candidates.filter((c) => difficulty === null || c.difficulty === difficulty);
  if (ofDifficulty.length === 0) return null;
  const offered = ofDifficulty.filter((c) => !excluded.has(c.id));
  const eligible = offered.length > 0 ? offered : ofDifficulty;
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
