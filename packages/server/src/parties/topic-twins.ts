import { KNOWN_TWINS, twinsFromPairs } from '@trivia/content';
import { isTooCloseToPlayed, MESSAGES, type PartyState, type TopicTwins } from '@trivia/game';
import type { Resolved } from './command-outcome';

let twins: TopicTwins | undefined;

/**
 * ROUND-8: the library's series twins (topics sharing 4 or more answers) by topic id, from the
 * checked list of known twins (a content test keeps it equal to what the answers say; working
 * it out here would block the event loop for most of a second). A user's own topic has none.
 */
export function libraryTwins(): TopicTwins {
  twins ??= twinsFromPairs(KNOWN_TWINS);
  return twins;
}

/** ROUND-8: refuses a topic that shares 4 or more answers with one the party played. */
export function refuseTwinOfPlayed(state: PartyState, topicId: string): Resolved<null> {
  const played = state.party.playedTopicIds ?? [];
  return isTooCloseToPlayed(topicId, played, libraryTwins())
    ? { ok: false, error: MESSAGES.tooCloseToPlayed }
    : { ok: true, value: null };
}
