import { createHash, randomBytes } from 'node:crypto';
import type { GameType } from '@trivia/game';
import type { OfflineBundleResponse } from '@trivia/protocol';
import { sealAnswers } from '@trivia/protocol/answer-seal';
import { listPlayableGameTypes, listTopics, type StoredTopic } from '../storage/catalog';
import type { Db } from '../storage/schema';

/** The library as the offline bundle carries it, before sealing. */
export interface OfflineLibrary {
  gameTypes: GameType[];
  topics: StoredTopic[];
}

/** Every game type that has topics, and every topic of those game types. */
export async function loadOfflineLibrary(db: Db): Promise<OfflineLibrary> {
  const gameTypes = await listPlayableGameTypes(db);
  const playable = new Set(gameTypes.map((gameType) => gameType.id));
  const topics = (await listTopics(db)).filter((topic) => playable.has(topic.gameTypeId));
  return { gameTypes, topics };
}

/**
 * The library's content version: a hash of everything a browser would keep (answers
 * included), so any change of a game type, a topic or an answer gives a new version.
 */
export function libraryVersion({ gameTypes, topics }: OfflineLibrary): string {
  const content = topics.map(({ origin: _origin, ...topic }) => topic);
  return createHash('sha256')
    .update(JSON.stringify({ gameTypes, topics: content }))
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
    topics: library.topics.map((topic) => ({
      id: topic.id,
      gameTypeId: topic.gameTypeId,
      title: topic.title,
      category: topic.category,
      sourceUrl: topic.sourceUrl,
      retrievedAt: topic.retrievedAt,
      sealedAnswers: sealAnswers(topic.answers, key, topic.id),
    })),
  };
}
