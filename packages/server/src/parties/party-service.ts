import {
  MESSAGES,
  normalizeName,
  proposeAnswer,
  type GuessRef,
  type PartyState,
} from '@trivia/game';
import type { PartyChangeCommand } from '@trivia/protocol';
import { SERVER_ACTOR } from '../storage/command-ledger';
import type { Database } from '../storage/database';
import { answerTurnTaken, decideCommand } from './command-decision';
import type { CommandOutcome, MakeCommand } from './command-outcome';
import { catalogChoiceOf, ENGINE_COMMANDS, ruleMaker } from './party-commands';
import { createUniqueParty } from './party-creation';
import { resolveSurprise } from './surprise-topic';
import type { Db } from '../storage/schema';
import { randomInt } from 'node:crypto';
import type { PartyChange, PartyChangeBus } from './party-events';
import { shareClosedSurvey, type SurveyClosedHook } from '../survey/survey-sharing';
import { dueSurveyDeadline } from './survey-deadline';
import { openPartyStore, type PartyStoreOptions } from './store/open-party-store';
import type { LedgerKey, PartyStore, PartyUnit, WriteBehindStatus } from './store/party-store';

export interface PartyServiceDeps extends PartyStoreOptions {
  database: Database;
  now: () => number;
  bus: PartyChangeBus;
  /** Random numbers in [0, 1) for party codes; crypto-strong by default. */
  random?: () => number;
  /** SURVEY-13: given each library prompt's counts when a shared survey closes (none: no-op). */
  onSurveyClosed?: SurveyClosedHook;
  /** Where a failing onSurveyClosed is reported. */
  onHookError?: (error: unknown) => void;
}

export type { CommandOutcome } from './command-outcome';
export type { LedgerKey } from './store/party-store';
export { PRESENCE_UNCHANGED } from './party-commands';

/** A random number in [0, 1), crypto-strong. */
const cryptoRandom = () => randomInt(0, 2 ** 32) / 2 ** 32;

/** A command run: its reply, what is published, and the state it was decided on (null: none). */
interface Applied {
  outcome: CommandOutcome;
  change: PartyChange | null;
  read: PartyState | null;
}

/**
 * The party engine, whichever store keeps the parties (store/): read the party, ask the pure
 * rules, commit the change, and only then publish "party CODE is at version N", so a viewer
 * never sees a version that was rolled back.
 */
export class PartyService {
  readonly #deps: PartyServiceDeps;
  readonly #store: PartyStore;

  constructor(deps: PartyServiceDeps) {
    this.#deps = deps;
    this.#store = openPartyStore(deps.database, deps);
  }

  /** Writes the changes waiting for their batch (write-behind) now: on close. */
  flush(): Promise<void> {
    return this.#store.flush();
  }

  /** SQLite: the write-behind's batches so far, and whether its writer's thread is up. */
  writeBehindStatus(): WriteBehindStatus | null {
    return this.#store.status();
  }

  /** JOIN-1, JOIN-4: a new party hosted by the user, under a fresh unique code. */
  async createParty(
    host: { id: string; displayName: string },
    commandId: string,
  ): Promise<CommandOutcome> {
    // The host's name passes the name rule too (NAME-1 to NAME-5), as a joiner's does in `join`.
    const name = normalizeName(host.displayName, 'display');
    if (!name.ok) return name;
    const { now, bus, random } = this.#deps;
    const named = { id: host.id, displayName: name.name };
    return createUniqueParty({ store: this.#store, now, bus, random }, named, commandId);
  }

  /** JOIN-3: joining (or resuming) as the user's current display name. */
  joinParty(code: string, user: { id: string; displayName: string }, commandId: string) {
    const key = { actorId: user.id, commandId };
    return this.#apply(code, key, ENGINE_COMMANDS.join(user.id, user.displayName));
  }

  /** A party command of the browser, permission-checked by the rules for `userId`. */
  async runCommand(
    code: string,
    userId: string,
    command: PartyChangeCommand,
  ): Promise<CommandOutcome> {
    const readCatalog = <T>(work: (db: Db) => Promise<T>) => this.#store.readCatalog(work);
    if (command.type === 'quickStart' && command.payload.pick.kind === 'surprise') {
      const state = await this.loadState(code);
      const random = this.#deps.random ?? cryptoRandom;
      const drawn = await resolveSurprise(command, state, userId, readCatalog, random);
      if (!drawn.ok) return drawn;
      return this.runCommand(code, userId, drawn.value);
    }
    const choice = await catalogChoiceOf(command, userId, readCatalog);
    if (!choice.ok) return choice;
    const key = { actorId: userId, commandId: command.commandId };
    const applied = await this.#run(code, key, ruleMaker(command, userId, choice.value));
    this.#surveyClosed(applied.read, applied.change);
    return answerTurnTaken(applied.outcome, applied.read, userId, command);
  }

  /**
   * NAME-9: a profile rename reaches every party the user is in, live (one new version
   * each, published like any change). A party where nothing changes is left alone.
   */
  /** The codes of the parties the user is an active member of (NAME-9, SCREEN-4). */
  partiesOf(userId: string): Promise<string[]> {
    return this.#store.partiesOf(userId);
  }

  async renameEverywhere(userId: string, name: string): Promise<void> {
    for (const code of await this.#store.partiesOf(userId)) {
      await this.#apply(code, null, ENGINE_COMMANDS.renameSelf(userId, name));
    }
  }

  /** JOIN-8: the server marks a member Online or Offline (no write if already so). */
  setPresence(code: string, userId: string, online: boolean): Promise<CommandOutcome> {
    return this.#apply(code, null, ENGINE_COMMANDS.setPresence(userId, online));
  }

  /**
   * TURN-6: claims one party whose turn ran out more than `graceMs` ago and times the turn
   * out. The ledger key names the turn, so a turn times out at most once; a time-out that
   * cannot apply clears the deadline so the party is not claimed again. Returns the code of
   * the claimed party, or null when none was due.
   */
  async timeOutNextDueTurn(
    graceMs: number,
  ): Promise<{ code: string; outcome: CommandOutcome } | null> {
    const claimed = await this.#store.dueTurn(graceMs, this.#deps.now, async (code, unit) => {
      const party = (await unit.read(code, null))?.state.party;
      if (party === undefined) return null;
      // SURVEY-8: the row's deadline may be an open survey's; it closes once, by its deadline.
      const survey = dueSurveyDeadline(party, this.#deps.now() - graceMs);
      const [commandId, make] =
        survey === null
          ? [`turn-timeout:${code}:${party.turn}`, ENGINE_COMMANDS.turnTimeout(party.turn)]
          : [`survey-close:${code}:${survey}`, ENGINE_COMMANDS.surveyDeadline(survey)];
      const key = { actorId: SERVER_ACTOR, commandId };
      const applied = await this.#decide(unit, code, key, make);
      if (!applied.outcome.ok) await unit.release(code);
      return { code, ...applied };
    });
    if (claimed === null) return null;
    this.#publish(claimed.change);
    this.#surveyClosed(claimed.read, claimed.change);
    return { code: claimed.code, outcome: claimed.outcome };
  }

  /**
   * JUDGE-3, VIEW-2: what Accept offers the host for a missed guess, read without a write:
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

  /** The current state of a party, or null. */
  loadState(code: string): Promise<PartyState | null> {
    return this.#store.load(code);
  }

  async #apply(code: string, key: LedgerKey | null, make: MakeCommand): Promise<CommandOutcome> {
    return (await this.#run(code, key, make)).outcome;
  }

  /** One command: read → decide → commit in one unit of the store, then publish. */
  async #run(code: string, key: LedgerKey | null, make: MakeCommand): Promise<Applied> {
    const applied = await this.#store.unit((unit) => this.#decide(unit, code, key, make));
    this.#publish(applied.change);
    return applied;
  }

  async #decide(unit: PartyUnit, code: string, key: LedgerKey | null, make: MakeCommand) {
    const read = await unit.read(code, key);
    const { outcome, decided } = decideCommand(read, make, this.#deps.now());
    const state = read?.state ?? null;
    if (decided === null) return { outcome, change: null, read: state } satisfies Applied;
    await unit.commit(code, decided, key);
    const { next, closed } = decided;
    const change = { code, version: next.party.version, closed, state: closed ? null : next };
    return { outcome, change, read: state } satisfies Applied;
  }

  /**
   * SURVEY-13: a survey this change closed, in a party that shares its survey, gives its
   * library prompts' group counts to the big anonymous survey (the `onSurveyClosed` hook).
   */
  #surveyClosed(previous: PartyState | null, change: PartyChange | null): void {
    const { onSurveyClosed, onHookError = () => {} } = this.#deps;
    const next = change?.state ?? null;
    if (onSurveyClosed === undefined || next === null) return;
    shareClosedSurvey(previous, next, onSurveyClosed, onHookError);
  }

  /** A committed change is published (the store keeps its state for the next command). */
  #publish(change: PartyChange | null): void {
    if (change !== null) this.#deps.bus.publish(change);
  }
}
