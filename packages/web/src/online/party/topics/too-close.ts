import type { TopicPickerEntry } from '@trivia/protocol';

/** ROUND-8: the reason shown on a topic that is not offered. */
export const TOO_CLOSE_REASON = 'Too close to a topic played tonight';

/**
 * ROUND-8: the listed topics not offered, as the server refuses them: the series twins (the
 * server's `twins` of each listed topic, a relation both ways) of the topics this party
 * played in its finished games (the view's `playedTopicIds`, kept after "End Match"), listed
 * here or not.
 */
export function tooCloseTopicIds(
  topics: readonly TopicPickerEntry[],
  playedTopicIds: readonly string[],
): Set<string> {
  const played = new Set(playedTopicIds);
  const close = topics.filter((topic) => (topic.twins ?? []).some((twin) => played.has(twin)));
  return new Set(close.map((topic) => topic.id));
}
