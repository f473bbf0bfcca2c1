import type { TopicSummary } from './http';

/**
 * The summary fields of any topic (a library topic, a user's topic, the party view's topic),
 * in the schema's order, nothing else: what the topic picker lists and what every sealed,
 * owned or viewed topic starts with. topic-summary.test.ts keeps this list and the
 * TopicSummary schema the same.
 *
 * No zod here: the web app imports this module alone ("@trivia/protocol/topic-summary").
 */
export function toTopicSummary(topic: TopicSummary): TopicSummary {
  const { id, gameTypeId, title, category, sourceUrl, retrievedAt } = topic;
  return { id, gameTypeId, title, category, sourceUrl, retrievedAt };
}
