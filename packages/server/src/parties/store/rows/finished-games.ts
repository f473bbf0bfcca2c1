import { activeMembers, onlineOutcome, type PartyState } from '@trivia/game';
import {
  recordFinishedGames as insertGameRecords,
  type FinishedGame,
} from '../../../storage/game-records';
import { existingUserIds } from '../../../storage/party-claims';
import type { Db } from '../../../storage/schema';

/** True when this change ends a game: playing before, finished after. */
export function finishesGame(previous: PartyState, next: PartyState): boolean {
  return previous.party.status === 'playing' && next.party.status === 'finished';
}

/**
 * Records the finished game for every participant (a member on a team)
 * who still has an account: topic, team, team score, win (WIN-1), and their
 * own guesses and correct guesses (time-outs are not guesses they made).
 */
export async function recordFinishedGames(trx: Db, state: PartyState, now: number): Promise<void> {
  const { party } = state;
  const outcome = onlineOutcome(party.teams);
  const winnerId = outcome.kind === 'win' ? outcome.team.id : null;
  const winners = outcome.kind === 'win' ? [outcome.team.name] : [];
  const participants = activeMembers(state).filter((m) =>
    party.teams.some((team) => team.id === m.teamId),
  );
  const accounts = await existingUserIds(
    trx,
    participants.map((m) => m.userId),
  );
  const games: FinishedGame[] = [];
  for (const member of participants) {
    const team = party.teams.find((t) => t.id === member.teamId);
    if (team === undefined || !accounts.has(member.userId)) continue;
    const own = state.guesses.filter((g) => g.userId === member.userId && !g.timedOut);
    games.push({
      userId: member.userId,
      partyCode: party.code,
      topicTitle: party.topic?.title ?? '',
      teamName: team.name,
      score: team.score,
      won: team.id === winnerId,
      guesses: own.length,
      correctGuesses: own.filter((g) => g.correct).length,
      finishedAt: now,
      winners,
    });
  }
  await insertGameRecords(trx, games);
}
