import { twinsOfPlayed } from '@trivia/game';
import type { TopicPickerEntry } from '@trivia/protocol';

/** ROUND-8: the reason shown on a topic that is not offered. */
export const TOO_CLOSE_REASON = 'Too close to a topic played tonight';

/**
 * ROUND-8: the listed topics not offered in this match: the series twins (the server's
 * `twins` of each topic) of those whose titles the match's rounds name.
 */
export function tooCloseTopicIds(
  topics: readonly TopicPickerEntry[],
  playedTitles: readonly string[],
): Set<string> {
  const titles = new Set(playedTitles);
  const played = topics.filter((topic) => titles.has(topic.title)).map((topic) => topic.id);
  const twins = Object.fromEntries(topics.map((topic) => [topic.id, topic.twins ?? []]));
  return twinsOfPlayed(played, twins);
}
