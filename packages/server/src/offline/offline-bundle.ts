import { createHash, randomBytes } from 'node:crypto';
import { isOfflineTopic, topicTraits } from '@trivia/content';
import type { GameType, Topic } from '@trivia/game';
import type { OfflineBundleResponse, OfflineSurveyPromptDto } from '@trivia/protocol';
import { sealAnswers } from '@trivia/protocol/answer-seal';
import { toTopicSummary } from '@trivia/protocol/topic-summary';
import { listPlayableGameTypes, listTopics, type StoredTopic } from '../storage/catalog';
import type { Db } from '../storage/schema';
import { listUserTopics } from '../storage/user-topics';
import { offlineSurveyPrompts, withSurveyGameType } from './offline-survey-prompts';

/** The library as the offline bundle carries it, before sealing. */
export interface OfflineLibrary {
  gameTypes: GameType[];
  /** Each with its difficulty and family flag where the library gives them (the filters). */
  topics: Array<StoredTopic & ReturnType<typeof topicTraits>>;
  /** My Topics: the signed-in user's own topics of those game types. */
  myTopics: Topic[];
  /** Survey Says prompts (OFF-13): the library's, in data-file order. */
  surveyPrompts: OfflineSurveyPromptDto[];
}

/**
 * The library's offline set (TOPIC-7: never a topic an online party may play, whose answers
 * the pack would otherwise give away) and the user's own topics, of the playable game types
 * that have any of them.
 */
export async function loadOfflineLibrary(db: Db, userId: string): Promise<OfflineLibrary> {
  const playableTypes = await listPlayableGameTypes(db);
  const playable = new Set(playableTypes.map((gameType) => gameType.id));
  const topics = (await listTopics(db))
    .filter((topic) => playable.has(topic.gameTypeId) && isOfflineTopic(topic.id))
    .map((topic) => ({ ...topic, ...topicTraits(topic.id) }));
  const myTopics = (await listUserTopics(db, userId))
    .filter((topic) => playable.has(topic.gameTypeId))
    .map(({ id, gameTypeId, title, category, answers, sourceUrl, retrievedAt }) => {
      return { id, gameTypeId, title, category, answers, sourceUrl, retrievedAt };
    });
  const used = new Set([...topics, ...myTopics].map((topic) => topic.gameTypeId));
  const surveyPrompts = offlineSurveyPrompts();
  const gameTypes = withSurveyGameType(
    playableTypes.filter((gameType) => used.has(gameType.id)),
    surveyPrompts,
  );
  return { gameTypes, topics, myTopics, surveyPrompts };
}

/**
 * The bundle's content version: a hash of everything a browser would keep (answers
 * included), so any change of a game type, a topic or an answer gives a new version. The
 * user's own topics count too; a user without any shares the library's version.
 */
export function libraryVersion({
  gameTypes,
  topics,
  myTopics,
  surveyPrompts,
}: OfflineLibrary): string {
  const content = topics.map(({ origin: _origin, ...topic }) => topic);
  const own = myTopics.length > 0 ? { myTopics } : {};
  return createHash('sha256')
    .update(JSON.stringify({ gameTypes, topics: content, ...own, surveyPrompts }))
    .digest('base64url')
    .slice(0, 22);
}

/** A fresh random key per response: the sealed text of a topic differs on every download. */
export function newBundleKey(): string {
  return randomBytes(16).toString('base64url');
}

/** The bundle: topics without plain answers, each topic's answers sealed with `key`. */
export function sealLibrary(
  library: OfflineLibrary,
  version: string,
  key: string,
): OfflineBundleResponse {
  return {
    version,
    key,
    gameTypes: library.gameTypes,
    topics: library.topics.map((topic) => sealTopic(topic, key)),
    myTopics: library.myTopics.map((topic) => sealTopic(topic, key)),
    surveyPrompts: library.surveyPrompts,
  };
}

function sealTopic(topic: Topic & ReturnType<typeof topicTraits>, key: string) {
  const { difficulty, family } = topic;
  return {
    ...toTopicSummary(topic),
    ...(difficulty === undefined ? {} : { difficulty }),
    ...(family === undefined ? {} : { family }),
    sealedAnswers: sealAnswers(topic.answers, key, topic.id),
  };
}
