import { isOnlineTopic, topics } from '@trivia/content';

export const GAME_TYPE_ID = 'top5-blitz';
/** The topics an online party may choose (the library's online set, docs/decisions/0010). */
const BLITZ_TOPICS = topics.filter(
  (topic) => topic.gameTypeId === GAME_TYPE_ID && isOnlineTopic(topic.id),
);
const TOPICS_BY_ID = new Map(BLITZ_TOPICS.map((topic) => [topic.id, topic]));

/** The mix of guesses: right ones, repeats of a found answer (refused), and wrong ones. */
export const GUESS_MIX = { right: 0.4, duplicate: 0.15 } as const;

export type GuessKind = 'right' | 'wrong' | 'duplicate';

export function pickTopicId(random: () => number = Math.random): string {
  const topic = BLITZ_TOPICS[Math.floor(random() * BLITZ_TOPICS.length)];
  if (topic === undefined) throw new Error(`no topic of ${GAME_TYPE_ID}`);
  return topic.id;
}

/** A guess of the given mix, knowing the answers from the content data (as the bench may). */
export function chooseGuess(
  topicId: string,
  revealed: readonly number[],
  random: () => number = Math.random,
): { kind: GuessKind; text: string } {
  const answers = TOPICS_BY_ID.get(topicId)?.answers ?? [];
  const hidden = answers.map((_, rank) => rank).filter((rank) => !revealed.includes(rank));
  const roll = random();
  if (roll < GUESS_MIX.right && hidden.length > 0) {
    const rank = hidden[Math.floor(random() * hidden.length)] ?? 0;
    return { kind: 'right', text: answers[rank]?.text ?? '' };
  }
  if (roll < GUESS_MIX.right + GUESS_MIX.duplicate && revealed.length > 0) {
    const rank = revealed[Math.floor(random() * revealed.length)] ?? 0;
    return { kind: 'duplicate', text: answers[rank]?.text ?? '' };
  }
  return { kind: 'wrong', text: `zq${Math.floor(random() * 1e6).toString(36)}xv` };
}
