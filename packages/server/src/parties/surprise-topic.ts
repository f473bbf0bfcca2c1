import { isOnlineTopic, topicDifficulties } from '@trivia/content';
import {
  MESSAGES,
  pickSurpriseTopic,
  requireHost,
  twinsOfPlayed,
  type PartyState,
} from '@trivia/game';
import type { PartyChangeCommand } from '@trivia/protocol';
import { listPlayableGameTypes, listTopicsOfGameType } from '../storage/catalog';
import type { Db } from '../storage/schema';
import type { Resolved } from './command-outcome';
import { libraryTwins } from './topic-twins';

type QuickStart = Extract<PartyChangeCommand, { type: 'quickStart' }>;

/**
 * ROUND-5 "Surprise me": the quick start of a topic drawn for the party, as if the host had
 * tapped it. Candidates are the library's online set (TOPIC-7) of the party's game type (the
 * default one when it has none), each with the difficulty its data file gives; the pure rule
 * picks one the party has not played and no twin of a played one (ROUND-8), by `random()` drawn here. Anyone but the host is
 * refused before the catalog is read.
 */
export async function resolveSurprise(
  command: QuickStart,
  state: PartyState | null,
  userId: string,
  read: <T>(work: (db: Db) => Promise<T>) => Promise<T>,
  random: () => number,
): Promise<Resolved<QuickStart>> {
  const { pick } = command.payload;
  if (pick.kind !== 'surprise') return { ok: true, value: command };
  if (state === null) return { ok: false, error: MESSAGES.partyNotFound };
  const host = requireHost(state, userId);
  if (!host.ok) return host;
  const candidates = await read(async (db) => {
    const gameTypeId = state.party.gameType?.id ?? (await listPlayableGameTypes(db))[0]?.id;
    if (gameTypeId === undefined) return [];
    return (await listTopicsOfGameType(db, gameTypeId))
      .filter((topic) => isOnlineTopic(topic.id))
      .map((topic) => ({ id: topic.id, difficulty: topicDifficulties[topic.id] }));
  });
  const played = state.party.playedTopicIds ?? [];
  // ROUND-8: never a twin of a played topic while another topic is left.
  const excluded = twinsOfPlayed(played, libraryTwins());
  const topicId = pickSurpriseTopic(candidates, played, pick.difficulty, random(), excluded);
  if (topicId === null) return { ok: false, error: MESSAGES.noSurpriseTopic };
  return {
    ok: true,
    value: { ...command, payload: { ...command.payload, pick: { kind: 'topic', topicId } } },
  };
}
