import { randomInt } from 'node:crypto';
import {
  MESSAGES,
  normalizeName,
  proposeAnswer,
  turnTakenReply,
  type GuessRef,
  type PartyState,
} from '@trivia/game';
import type { PartyChangeCommand } from '@trivia/protocol';
import { findCommandResult, recordCommandResult, SERVER_ACTOR } from '../storage/command-ledger';
import type { Database } from '../storage/database';
import { getPartyHead, type CommandKey } from '../storage/parties';
import { listActivePartyCodes } from '../storage/party-members';
import { claimDueTurn, clearTurnDeadline } from '../storage/party-claims';
import type { Db } from '../storage/schema';
import type { CommandOutcome } from './command-outcome';
import { decideCommand, type Decided, type MakeCommand, type PartyRead } from './command-decision';
import { createUniqueParty } from './party-creation';
import type { PartyChange, PartyChangeBus } from './party-events';
import { namesCatalogEntry, resolveCatalog, toPartyCommand } from './party-intents';
import { readPartyState, turnDeadlineOf } from './party-record';
import { PartyStateCache } from './party-state-cache';
import { persistChange } from './persist-change';
import { inTransaction } from './party-transaction';
import { WriteBehind, type WriteBehindStatus } from './write-behind';

export interface PartyServiceDeps {
  database: Database;
  now: () => number;
  bus: PartyChangeBus;
  /** Random numbers in [0, 1) for party codes; crypto-strong by default. */
  random?: () => number;
  /**
   * Deep-freeze the states kept in memory, so that code changing one throws; on by default
   * under test (NODE_ENV=test, as Vitest sets it).
   */
  freezeStates?: boolean;
  /**
   * SQLite: journal each command and write its rows in batches (write-behind.ts), as the
   * app's one party service does; off, each command is a transaction (as on PostgreSQL).
   */
  writeBehind?: { onError: (error: unknown) => void };
}

export type { CommandOutcome } from './command-outcome';

/** Who sent a command and under which id; a second command with the same key is not applied. */
export type LedgerKey = CommandKey;

/** setPresence found nothing to change. */
export const PRESENCE_UNCHANGED = 'Presence unchanged';

interface Applied {
  outcome: CommandOutcome;
  change: PartyChange | null;
  /** The state the command was decided on (null: no party). */
  read: PartyState | null;
}

/**
 * The party engine (DESIGN.md data flow): load the party in one transaction (row-locked
 * on PostgreSQL), ask the pure rules, write the new version with the optimistic check,
 * record history and the ledger, commit, then publish "party CODE is at version N".
 */
export class PartyService {
  readonly #deps: PartyServiceDeps;
  readonly #states: PartyStateCache;
  readonly #behind: WriteBehind | null;

  constructor(deps: PartyServiceDeps) {
    this.#deps = deps;
    this.#states = new PartyStateCache({
      freeze: deps.freezeStates ?? process.env.NODE_ENV === 'test',
    });
    this.#behind =
      deps.writeBehind === undefined
        ? null
        : WriteBehind.of(deps.database, deps.writeBehind.onError);
  }

  /** Writes the changes waiting for their batch (write-behind.ts) now: on close. */
  async flush(): Promise<void> {
    await this.#behind?.flush();
  }

  /** SQLite: the write-behind's batches so far, and whether its writer's thread is up. */
  writeBehindStatus(): WriteBehindStatus | null {
    const behind = this.#behind;
    return behind === null ? null : { ...behind.batches, writerUp: behind.writerUp };
  }

  /** SPEC §7 Create party: a new party hosted by the user, under a fresh unique code. */
  async createParty(
    host: { id: string; displayName: string },
    commandId: string,
  ): Promise<CommandOutcome> {
    // The host's name passes the name rule too (issue 15), as a joiner's does in `join`.
    const name = normalizeName(host.displayName, 'display');
    if (!name.ok) return name;
    const { database, now, bus } = this.#deps;
    const random = this.#deps.random ?? (() => randomInt(0, 2 ** 32) / 2 ** 32);
    const named = { id: host.id, displayName: name.name };
    const known = this.#behind?.known;
    // Made here: the whole ledger of the party goes through this process (known-parties.ts).
    const created = (state: PartyState) =>
      known?.born(state.party.code, state.party.createdAt, { actorId: host.id, commandId });
    return createUniqueParty({ database, now, bus, random, created }, named, commandId);
  }

  /** SPEC §5 Joining (or resuming) as the user's current display name. */
  joinParty(code: string, user: { id: string; displayName: string }, commandId: string) {
    return this.#apply(code, { actorId: user.id, commandId }, (_state, now) => ({
      ok: true,
      value: { type: 'join', userId: user.id, displayName: user.displayName, now },
    }));
  }

  /** A party command of the browser, permission-checked by the rules for `userId`. */
  async runCommand(
    code: string,
    userId: string,
    command: PartyChangeCommand,
  ): Promise<CommandOutcome> {
    const behind = this.#behind;
    // The catalog, My Topics and the learned aliases are never written by the write-behind:
    // read holding the connection, they do not write the pending batch first (issue 21: each
    // host's choice of game type or topic wrote the batch early).
    const choice =
      behind === null || !namesCatalogEntry(command)
        ? await resolveCatalog(this.#deps.database.db, command, userId)
        : await behind.holding((db) => resolveCatalog(db, command, userId));
    if (!choice.ok) return choice;
    const { outcome, read } = await this.#applied(
      code,
      { actorId: userId, commandId: command.commandId },
      (state, now) => toPartyCommand(command, userId, state, now, choice.value),
    );
    if (outcome.ok || command.type !== 'guess' || command.payload.turn === undefined) {
      return outcome;
    }
    return turnTaken(read, userId, command.payload.turn) ?? outcome;
  }

  /**
   * Issue 18: a profile rename reaches every party the user is in, live (one new version
   * each, published like any change). A party where nothing changes is left alone.
   */
  async renameEverywhere(userId: string, name: string): Promise<void> {
    const codes = await listActivePartyCodes(this.#deps.database.db, userId);
    for (const code of codes) {
      await this.#apply(code, null, (_state, now) => ({
        ok: true,
        value: { type: 'renameSelf', userId, name, now },
      }));
    }
  }

  /** DESIGN.md Presence: the server marks a member Online or Offline (no write if already so). */
  setPresence(code: string, userId: string, online: boolean): Promise<CommandOutcome> {
    return this.#apply(code, null, (state, now) => {
      const member = state.members.find((m) => m.userId === userId);
      if (member === undefined || member.online === online) {
        return { ok: false, error: PRESENCE_UNCHANGED };
      }
      return { ok: true, value: { type: 'setPresence', userId, online, now } };
    });
  }

  /**
   * DESIGN.md Turn timers: claims one party whose turn ran out more than `graceMs` ago and
   * times the turn out. The ledger key names the turn, so a turn times out at most once;
   * a time-out that cannot apply clears the deadline so the party is not claimed again.
   * Returns the code of the claimed party, or null when none was due.
   */
  async timeOutNextDueTurn(
    graceMs: number,
  ): Promise<{ code: string; outcome: CommandOutcome } | null> {
    const { database, now } = this.#deps;
    const behind = this.#behind;
    if (behind !== null && !(await this.#anyTurnDue(behind, graceMs))) return null;
    // On SQLite the engine's own transaction: it tells the write-behind what it changed.
    const transactions =
      behind === null
        ? database
        : { kind: database.kind, transaction: behind.ownTransaction.bind(behind) };
    const claimed = await inTransaction(transactions, async (trx) => {
      const at = now();
      const code = await claimDueTurn(trx, database.kind, at - graceMs, at);
      // Its row moves outside the write-behind: commands after this read its head (forgotten
      // now, holding the connection, so that none comes between the commit and the forgetting).
      if (code !== null) behind?.known.forgetHead(code);
      // Read here for its turn (kept, so #applyIn reads only the head again).
      const state = code === null ? null : (await this.#read(trx, code, false))?.state;
      if (code === null || state === null || state === undefined) return null;
      const { turn } = state.party;
      const key = { actorId: SERVER_ACTOR, commandId: `turn-timeout:${code}:${turn}` };
      const applied = await this.#applyIn(trx, code, key, (_state, time) => ({
        ok: true,
        value: { type: 'turnTimeout', turn, now: time },
      }));
      if (!applied.outcome.ok) await clearTurnDeadline(trx, code);
      return { code, ...applied };
    });
    if (claimed === null) return null;
    this.#committed(claimed.change);
    return { code: claimed.code, outcome: claimed.outcome };
  }

  /**
   * Issue 21, SQLite: whether a turn may be due, in the tables or in a change not yet written
   * to them, found without writing the pending batch (a claim's transaction writes it first:
   * four times a second that cut the batches short, and nothing was due on almost every
   * tick). A turn due is claimed in a transaction, which writes the batch and reads again.
   */
  async #anyTurnDue(behind: WriteBehind, graceMs: number): Promise<boolean> {
    const at = this.#deps.now();
    const dueBefore = at - graceMs;
    // What claimDueTurn asks of the rows, asked of the pending states.
    for (const { party } of behind.pendingStates()) {
      const deadline = turnDeadlineOf(party);
      if (deadline !== null && deadline <= dueBefore && party.expiresAt > at) return true;
    }
    return (await behind.holding((db) => claimDueTurn(db, 'sqlite', dueBefore, at))) !== null;
  }

  /**
   * Issue 20 and 40: what Accept offers the host for a missed guess, read without a write:
   * the answers not found yet and the closest proposed. They go to the host who asks, in
   * this reply only (never in a view), so a player, a big screen, or a host who does not
   * judge learns none of them.
   */
  async proposeAccept(code: string, userId: string, ref: GuessRef): Promise<CommandOutcome> {
    const state = await this.loadState(code);
    if (state === null) return { ok: false, error: MESSAGES.partyNotFound };
    const offered = proposeAnswer(state, userId, ref);
    if (!offered.ok) return offered;
    const { proposal, choices } = offered.state;
    return { ok: true, result: { version: state.party.version, proposal, choices } };
  }

  /** The current state of a party, or null (the row's head is read; its state when not kept). */
  async loadState(code: string): Promise<PartyState | null> {
    const pending = this.#behind?.stateOf(code);
    if (pending !== undefined) return pending;
    return (await this.#read(this.#deps.database.db, code, false))?.state ?? null;
  }

  async #apply(code: string, key: LedgerKey | null, make: MakeCommand): Promise<CommandOutcome> {
    return (await this.#applied(code, key, make)).outcome;
  }

  async #applied(code: string, key: LedgerKey | null, make: MakeCommand): Promise<Applied> {
    const behind = this.#behind;
    const applied =
      behind === null
        ? await inTransaction(this.#deps.database, (trx) => this.#applyIn(trx, code, key, make))
        : await behind.holding((db) => this.#applyBehind(db, behind, code, key, make));
    this.#committed(applied.change);
    return applied;
  }

  /**
   * A change is committed: its state is kept for the next command, and only now published,
   * so a viewer never sees a version that was rolled back.
   */
  #committed(change: PartyChange | null): void {
    if (change === null) return;
    if (change.state) this.#states.set(change.state);
    else this.#states.delete(change.code);
    this.#deps.bus.publish(change);
  }

  /**
   * The party's state: its head from the row (locked on PostgreSQL when `lock`), and the
   * state kept in memory for that head, else the whole row (issue 21: most commands read a
   * few bytes instead of parsing a few KB of JSON); with the head, the ledger's reply to
   * `key` when that command was applied before.
   */
  async #read(
    db: Db,
    code: string,
    lock: boolean,
    key: LedgerKey | null = null,
  ): Promise<{ state: PartyState; prior: unknown } | null> {
    const head = await getPartyHead(db, code, lock, key);
    if (head === null) {
      this.#states.delete(code);
      return null;
    }
    const prior = head.priorResult;
    const kept = this.#states.get(code, head);
    if (kept !== undefined) return { state: kept, prior };
    const state = await readPartyState(db, code);
    if (state === null) return null;
    // A committed row: kept under its own head, whichever version it is by now.
    this.#states.set(state);
    return { state, prior };
  }

  /** One command in a transaction of its own, its rows written before it commits. */
  async #applyIn(
    trx: Db,
    code: string,
    key: LedgerKey | null,
    make: MakeCommand,
  ): Promise<Applied> {
    const read = await this.#read(trx, code, this.#deps.database.kind === 'postgres', key);
    const { outcome, decided } = decideCommand(read, make, this.#deps.now());
    const state = read?.state ?? null;
    if (decided === null) return { outcome, change: null, read: state };
    const { previous, next, closed, at, result } = decided;
    await persistChange(trx, { previous, next, closed, key, now: at });
    if (key !== null && !closed) {
      await recordCommandResult(trx, { ...key, partyCode: code, result, now: at });
    }
    return { outcome, change: changeOf(code, decided), read: state };
  }

  /**
   * One command journaled (write-behind.ts): read from the pending changes or the tables,
   * decided, journaled; its rows are written with the next batch.
   */
  async #applyBehind(
    db: Db,
    behind: WriteBehind,
    code: string,
    key: LedgerKey | null,
    make: MakeCommand,
  ): Promise<Applied> {
    const pending = behind.stateOf(code);
    let read: PartyRead | null;
    if (pending === undefined) read = await this.#readKnown(db, behind, code, key);
    else if (pending === null) read = null;
    else read = { state: pending, prior: await this.#priorBehind(db, behind, pending, key) };
    const { outcome, decided } = decideCommand(read, make, this.#deps.now());
    const state = read?.state ?? null;
    if (decided === null) return { outcome, change: null, read: state };
    const { previous, next, closed, at, result } = decided;
    behind.add({ previous, next, closed, key, now: at, result }, decided.command);
    return { outcome, change: changeOf(code, decided), read: state };
  }

  /**
   * A party with no change waiting for its batch, holding the connection: its kept state
   * when the write-behind knows that is its row's (known-parties.ts: no read), else read as
   * #read does, its head known from now on.
   */
  async #readKnown(
    db: Db,
    behind: WriteBehind,
    code: string,
    key: LedgerKey | null,
  ): Promise<PartyRead | null> {
    const head = behind.known.head(code);
    const kept = head === undefined ? undefined : this.#states.get(code, head);
    if (kept !== undefined) {
      return { state: kept, prior: await this.#priorBehind(db, behind, kept, key) };
    }
    const read = await this.#read(db, code, false, key);
    behind.known.setHead(code, read === null ? null : read.state.party);
    return read;
  }

  /**
   * The reply to `key` if its command was applied before: from the changes waiting for their
   * batch, else none when the party's ledger is known not to hold it, else the ledger's.
   */
  async #priorBehind(
    db: Db,
    behind: WriteBehind,
    state: PartyState,
    key: LedgerKey | null,
  ): Promise<unknown> {
    if (key === null) return null;
    const { code, createdAt } = state.party;
    const pending = behind.resultOf(code, key);
    if (pending !== undefined) return pending;
    if (behind.known.isNew(code, createdAt, key)) return null;
    return findCommandResult(db, code, key.actorId, key.commandId);
  }
}

/**
 * Issue 18: a guess refused because a teammate's guess (or the time-out) had already taken
 * the turn it was typed in is answered with that guess, as information, not an error. The
 * state the refusal was decided on holds that guess (read holding the party, after it was
 * committed): read again, it cost a read of the party's head a refusal (issue 21).
 */
function turnTaken(state: PartyState | null, userId: string, turn: number): CommandOutcome | null {
  const reply = state === null ? null : turnTakenReply(state, userId, turn);
  if (state === null || reply === null) return null;
  return { ok: true, result: { version: state.party.version, guess: reply } };
}

/** What is published for an applied command. */
function changeOf(code: string, decided: Decided): PartyChange {
  const { next, closed } = decided;
  return { code, version: next.party.version, closed, state: closed ? null : next };
}
