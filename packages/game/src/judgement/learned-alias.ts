import { findBestMatch } from '../answer-matching';
import { plainWords } from '../matching/words';
import type { Topic, TopicAnswer } from '../types';

/**
 * This many distinct signed-in hosts accepting one guess for one answer
 * of a library topic put it forward for an administrator's review. It becomes an alias for
 * everyone only once approved: hosts alone (fresh accounts are cheap) never make it live.
 */
export const ALIAS_HOSTS_NEEDED = 3;

/** Where a library alias suggestion stands, as `npm run content -- aliases list` shows it. */
export type AliasSuggestionState = 'approved' | 'rejected' | 'collides' | 'to review' | 'pending';

/**
 * An administrator's decision stands; otherwise a suggestion that would match
 * another answer is never usable, and one with ALIAS_HOSTS_NEEDED hosts awaits review.
 */
export function aliasSuggestionState(suggestion: {
  hosts: number;
  status: 'approved' | 'rejected' | null;
  collides: boolean;
}): AliasSuggestionState {
  if (suggestion.status !== null) return suggestion.status;
  if (suggestion.collides) return 'collides';
  return suggestion.hosts >= ALIAS_HOSTS_NEEDED ? 'to review' : 'pending';
}

/**
 * The matcher uses a learned library alias for everyone only when an administrator
 * approved it (the acceptance itself still counts in the party where it was made).
 */
export function isLiveLibraryAlias(status: 'approved' | 'rejected' | null): boolean {
  return status === 'approved';
}

/**
 * Whose acceptance counts toward a library alias: a signed-in host's, never a
 * guest's (a guest is a fresh cookie, so three of them are one person).
 */
export function countsTowardLibraryAlias(host: { isGuest: boolean }): boolean {
  return !host.isGuest;
}
/** A learned alias is a short name, like a guess (the protocol's guess limit). */
export const MAX_ALIAS_LENGTH = 100;

/**
 * The normalised form hosts' acceptances are counted under: the matcher's plain words
 * (no case, accents, apostrophes or punctuation), one space apart. Empty when nothing is left.
 */
export function aliasKey(text: string): string {
  return plainWords(text).join(' ');
}

function namesOf(answer: TopicAnswer): string[] {
  return [answer.text, ...(answer.aliases ?? [])];
}

/**
 * May `alias` become an alias of answer `rank`? Not when it is empty or too long,
 * already one of its names, or when it would match another answer of the topic on its own
 * (the library's collision check), or match another answer better than its own.
 */
export function canLearnAlias(
  answers: readonly TopicAnswer[],
  rank: number,
  alias: string,
): boolean {
  const key = aliasKey(alias);
  const own = answers[rank];
  if (own === undefined || key === '' || alias.length > MAX_ALIAS_LENGTH) return false;
  if (namesOf(own).some((name) => aliasKey(name) === key)) return false;
  const others = answers.filter((_, index) => index !== rank);
  if (others.some((other) => findBestMatch(alias, [other]).found)) return false;
  const learned = answers.map((answer, index) =>
    index === rank ? { ...answer, aliases: [...(answer.aliases ?? []), alias] } : answer,
  );
  return findBestMatch(alias, learned).rank === rank;
}

/** An alias learned for one answer of a topic. */
export interface LearnedAlias {
  rank: number;
  alias: string;
}

/**
 * JUDGE-10, the host's own topic: the alias an undone accept had taught is taken back (the
 * names that were there before stay). The same topic when it holds no such alias.
 */
export function withoutLearnedAlias(topic: Topic, { rank, alias }: LearnedAlias): Topic {
  const own = topic.answers[rank];
  const kept = (own?.aliases ?? []).filter((name) => name !== alias);
  if (own === undefined || kept.length === (own.aliases ?? []).length) return topic;
  const changed: TopicAnswer =
    kept.length > 0 ? { text: own.text, aliases: kept } : { text: own.text };
  return {
    ...topic,
    answers: topic.answers.map((answer, index) => (index === rank ? changed : answer)),
  };
}

/**
 * The topic with learned aliases added to their answers, each only if it passes
 * canLearnAlias against the topic as it grows, in the order given.
 */
export function withLearnedAliases(topic: Topic, learned: readonly LearnedAlias[]): Topic {
  let answers: readonly TopicAnswer[] = topic.answers;
  for (const { rank, alias } of learned) {
    if (!canLearnAlias(answers, rank, alias)) continue;
    answers = answers.map((answer, index) =>
      index === rank ? { ...answer, aliases: [...(answer.aliases ?? []), alias] } : answer,
    );
  }
  return answers === topic.answers ? topic : { ...topic, answers };
}
