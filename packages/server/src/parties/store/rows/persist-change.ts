import type { PartyState } from '@trivia/game';
import { recordGuess, type GuessInput } from '../../../storage/guesses';
import { createParty, updateParty } from '../../../storage/parties';
import { deleteParty } from '../../../storage/party-claims';
import { replaceGameTeams } from '../../../storage/party-game-teams';
import type { Db } from '../../../storage/schema';
import { finishesGame, recordFinishedGames } from './finished-games';
import { persistJudgements } from './judgement-records';
import { syncMemberRows } from './member-rows';
import { toPartyRecord } from './party-record';
import { VersionConflict } from '../party-transaction';

/** Rows a batch of changes writes together (write-behind.ts), one statement per table. */
export interface RowBatch {
  addGuess(guess: GuessInput): void;
  /**
   * The party's row at `next`, over the version the tables hold (`previous`'s, for the
   * party's first change in the batch): a party changed several times in one batch has its
   * row (its whole state, a few KB of JSON) written once, at its last state.
   */
  setParty(previous: PartyState, next: PartyState): void;
  /** Writes the rows gathered so far (throws VersionConflict for a party row changed by another). */
  write(): Promise<void>;
}

export interface Change {
  previous: PartyState;
  next: PartyState;
  /** No member left: the party is deleted (an empty party is closed). */
  closed: boolean;
  /** The command's sender and id, null for the server's own commands. */
  key: { actorId: string; commandId: string } | null;
  now: number;
}

/**
 * Writes one applied command inside its transaction: the party's new version (only over
 * the version it was read at), its member rows and game teams where they changed, the guess,
 * the host's corrections (JUDGE-1 to JUDGE-7) and the finished game.
 */
export async function persistChange(trx: Db, change: Change, batch?: RowBatch): Promise<void> {
  const { previous, next, closed, now } = change;
  const code = next.party.code;
  if (closed) {
    // The batch's rows first: those of this party are deleted with it.
    await batch?.write();
    await deleteParty(trx, code);
    return;
  }
  if (batch === undefined) await writePartyRow(trx, previous, next);
  else batch.setParty(previous, next);
  await syncMemberRows(trx, previous, next);
  if (next.party.gameTeams !== previous.party.gameTeams) {
    await replaceGameTeams(trx, code, next.party.gameTeams);
  }
  const guess = newGuess(change);
  if (guess !== null && batch !== undefined) batch.addGuess(guess);
  else if (guess !== null) await recordGuess(trx, guess);
  // A correction rewrites a stored guess: the batch's guesses are written before it.
  if (batch !== undefined && next.judgements !== previous.judgements) await batch.write();
  await persistJudgements(trx, previous, next, now);
  if (finishesGame(previous, next)) await recordFinishedGames(trx, next, now);
}

/** The party's row at `next`, only over `previous`'s version (optimistic concurrency). */
export async function writePartyRow(trx: Db, previous: PartyState, next: PartyState) {
  const written = await updateParty(trx, toPartyRecord(next), previous.party.version);
  if (!written) {
    throw new VersionConflict(`Party ${next.party.code} changed while the command ran`);
  }
}

/** Writes a new party: its row, member rows and game teams (throws if the code is taken). */
export async function persistNewParty(trx: Db, state: PartyState): Promise<void> {
  await createParty(trx, toPartyRecord(state));
  await syncMemberRows(trx, null, state);
  if (Object.keys(state.party.gameTeams).length > 0) {
    await replaceGameTeams(trx, state.party.code, state.party.gameTeams);
  }
}

/** The guess the command added, with the sender's command id (timer time-outs are in the ledger). */
function newGuess({ previous, next, key, now }: Change): GuessInput | null {
  const added =
    next.guesses.length === previous.guesses.length + 1 ? next.guesses.at(-1) : undefined;
  if (added === undefined || added.userId === null) return null;
  return {
    partyCode: next.party.code,
    userId: added.userId,
    teamId: added.teamId,
    text: added.text,
    correct: added.correct,
    rank: added.correct ? added.rank : null,
    points: added.points,
    createdAt: now,
    commandId: key === null ? null : `${key.actorId}:${key.commandId}`,
  };
}
