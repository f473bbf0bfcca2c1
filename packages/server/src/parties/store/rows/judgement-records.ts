import {
  canLearnAlias,
  countsTowardLibraryAlias,
  withLearnedAliases,
  withoutLearnedAlias,
  type PartyJudgement,
  type PartyState,
} from '@trivia/game';
import { userTopicSchema } from '@trivia/content/portable';
import { recordAliasVote, withdrawAliasVote } from '../../../storage/alias-suggestions';
import { findTopic } from '../../../storage/catalog';
import { deleteLatestGameRecords } from '../../../storage/game-records';
import { markGuess } from '../../../storage/guesses';
import { findUserById } from '../../../storage/users';
import type { Db } from '../../../storage/schema';
import { findUserTopic, isUserTopicId, updateUserTopic } from '../../../storage/user-topics';
import { recordFinishedGames } from './finished-games';

/** The corrections a change made or undid (JUDGE-7). */
function changedJudgements(previous: PartyState, next: PartyState) {
  const made = next.judgements.slice(previous.judgements.length);
  const undone = next.judgements.filter(
    (j) => j.undoneAt !== null && previous.judgements[j.id]?.undoneAt === null,
  );
  return { made, undone };
}

/**
 * Inside the command's transaction (JUDGE-2, JUDGE-6): an accepted guess is stored as correct (and
 * back as missed on undo), it counts as one signed-in host's vote for the alias of a library
 * topic (a suggestion for an administrator, JUDGE-9), and corrected results of a finished
 * game rewrite its players' records (profile stats).
 */
export async function persistJudgements(
  trx: Db,
  previous: PartyState,
  next: PartyState,
  now: number,
): Promise<void> {
  const { made, undone } = changedJudgements(previous, next);
  if (made.length === 0 && undone.length === 0) return;
  for (const judgement of [...made, ...undone]) {
    if (judgement.kind === 'accept') await persistAccept(trx, next, judgement);
  }
  if (previous.party.status === 'finished' && next.party.status === 'finished') {
    const finishedAt = await deleteLatestGameRecords(trx, next.party.code);
    await recordFinishedGames(trx, next, finishedAt ?? now);
  }
}

async function persistAccept(trx: Db, state: PartyState, judgement: PartyJudgement) {
  const guess = judgement.guessIndex === null ? undefined : state.guesses[judgement.guessIndex];
  const { topic, code } = state.party;
  if (guess === undefined || guess.userId === null || judgement.rank === null || topic === null) {
    return;
  }
  const row = { partyCode: code, userId: guess.userId, createdAt: guess.at, text: guess.text };
  const rank = guess.correct ? guess.rank : null;
  await markGuess(trx, row, { correct: guess.correct, rank, points: guess.points });
  const vote = { topicId: topic.id, rank: judgement.rank, alias: guess.text };
  if (isUserTopicId(topic.id)) {
    const learned = { rank: judgement.rank, alias: guess.text.trim() };
    await learnOnOwnTopic(trx, topic.id, judgement, learned);
    return;
  }
  if (judgement.undoneAt !== null) {
    await withdrawAliasVote(trx, { ...vote, hostId: judgement.byUserId });
    return;
  }
  // Only a library topic takes suggestions, only for an alias that collides with no other
  // answer, and never from a guest: a guest is a fresh cookie (JUDGE-9).
  if (!canLearnAlias(topic.answers, judgement.rank, guess.text)) return;
  const host = await findUserById(trx, judgement.byUserId);
  if (host === null || !countsTowardLibraryAlias(host)) return;
  if ((await findTopic(trx, topic.id)) === null) return;
  await recordAliasVote(trx, {
    ...vote,
    hostId: judgement.byUserId,
    partyCode: code,
    now: judgement.at,
  });
}

/**
 * JUDGE-10, on the host's own topic (My Topics): the accepted guess becomes an alias of the
 * answer at once (shown in the editor, removable there), and goes again on Undo. Only the
 * topic's owner teaches it, and only an alias the topic's rules and collision check allow.
 */
async function learnOnOwnTopic(
  trx: Db,
  topicId: string,
  judgement: PartyJudgement,
  learned: { rank: number; alias: string },
): Promise<void> {
  const own = await findUserTopic(trx, judgement.byUserId, topicId);
  if (own === null) return;
  const next =
    judgement.undoneAt === null
      ? withLearnedAliases(own, [learned])
      : withoutLearnedAlias(own, learned);
  if (next === own) return;
  const { gameTypeId, title, category, sourceUrl, retrievedAt, slug } = own;
  const fields = {
    gameTypeId,
    title,
    category,
    sourceUrl,
    retrievedAt,
    slug,
    answers: next.answers,
  };
  const { slug: id, ...record } = fields;
  if (!userTopicSchema.safeParse({ ...record, id }).success) return;
  const at = judgement.undoneAt ?? judgement.at;
  await updateUserTopic(trx, judgement.byUserId, topicId, fields, at);
}
