import { libraryTopics, seriesTwins } from '@trivia/content';
import { isTooCloseToPlayed, MESSAGES, type PartyState, type TopicTwins } from '@trivia/game';
import type { Resolved } from './command-outcome';

let twins: TopicTwins | undefined;

/**
 * ROUND-8: the library's series twins (topics sharing 4 or more answers) by topic id, worked
 * out once: the library is part of the build. A user's own topic has no twins.
 */
export function libraryTwins(): TopicTwins {
  twins ??= seriesTwins(libraryTopics);
  return twins;
}

/** ROUND-8: refuses a topic that shares 4 or more answers with one the party played. */
export function refuseTwinOfPlayed(state: PartyState, topicId: string): Resolved<null> {
  const played = state.party.playedTopicIds ?? [];
  return isTooCloseToPlayed(topicId, played, libraryTwins())
    ? { ok: false, error: MESSAGES.tooCloseToPlayed }
    : { ok: true, value: null };
}
