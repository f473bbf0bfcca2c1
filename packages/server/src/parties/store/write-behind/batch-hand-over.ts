import type { PartyState } from '@trivia/game';
import { use } from '../../../recently-used';
import { applyPatch, patchOf, type StatePatch } from './state-patch';
import type { PendingChange } from './write-batch';

/** A change as the writer's thread is sent it. */
export interface SentChange extends Omit<PendingChange, 'previous' | 'next'> {
  code: string;
  /** The state the change starts from; null when it is the one the thread holds. */
  previous: PartyState | null;
  /** From `previous` to the change's new state. */
  next: StatePatch;
}

/** A batch as the writer's thread is sent it. */
export interface SentBatch {
  changes: SentChange[];
  /** Parties whose state the thread stops holding once the batch is written. */
  forget: string[];
}

/** How many parties' states the thread holds at most (the least recently written go first). */
export const HELD_PARTIES = 4096;

/**
 * The thread holds the last state it wrote of each party, and the server knows
 * which (the same objects it sent). A batch then travels as patches to those states: a
 * guess sends its guess and the party fields it changed, not the party's members, topic and
 * guesses again, which the structured clone copied twice, once to send and once to receive
 * (docs/performance-history.md, twelfth pass). What both sides hold changes only when a batch is
 * written; a batch that fails makes both forget everything (the next one is sent whole).
 */
export class HandOver {
  readonly #held = new Map<string, PartyState>();
  readonly #limit: number;
  #sent: { states: Map<string, PartyState | null>; forget: string[] } | null = null;

  constructor(limit = HELD_PARTIES) {
    this.#limit = limit;
  }

  /** The batch to send (held states left out); `written` or `failed` follows. */
  encode(changes: readonly PendingChange[]): SentBatch {
    const states = new Map<string, PartyState | null>();
    const sent = changes.map(({ previous, next, ...rest }): SentChange => {
      const code = next.party.code;
      const held = states.has(code) ? states.get(code) : this.#held.get(code);
      states.set(code, rest.closed ? null : next);
      return {
        ...rest,
        code,
        previous: held === previous ? null : previous,
        next: patchOf(previous, next),
      };
    });
    const forget = this.#overLimit(states);
    this.#sent = { states, forget };
    return { changes: sent, forget };
  }

  /** The thread wrote the batch: it now holds what it was sent. */
  written(): void {
    const sent = this.#sent;
    this.#sent = null;
    if (sent !== null) keep(this.#held, sent.states, sent.forget);
  }

  /** The batch failed: the thread holds nothing now (the next batch is sent whole). */
  failed(): void {
    this.#sent = null;
    this.#held.clear();
  }

  /** The least recently written parties beyond the limit, none of this batch's. */
  #overLimit(states: Map<string, PartyState | null>): string[] {
    let added = 0;
    for (const [code, state] of states) if (state !== null && !this.#held.has(code)) added += 1;
    let excess = this.#held.size + added - this.#limit;
    const forget: string[] = [];
    for (const code of this.#held.keys()) {
      if (excess <= 0) break;
      if (states.has(code)) continue;
      forget.push(code);
      excess -= 1;
    }
    return forget;
  }
}

/** The thread's side: the states it holds, and a sent batch made whole again. */
export class HeldStates {
  readonly #held = new Map<string, PartyState>();

  /** The batch's changes, and what to hold once they are written. Throws on a state not held. */
  decode(batch: SentBatch): { changes: PendingChange[]; written: () => void } {
    const states = new Map<string, PartyState | null>();
    const changes = batch.changes.map(({ code, previous: sentPrevious, next: patch, ...rest }) => {
      const previous = sentPrevious ?? (states.has(code) ? states.get(code) : this.#held.get(code));
      if (previous === undefined || previous === null) {
        throw new Error(`the batch writer holds no state of party ${code}`);
      }
      const next = applyPatch(previous, patch);
      states.set(code, rest.closed ? null : next);
      return { ...rest, previous, next };
    });
    return { changes, written: () => keep(this.#held, states, batch.forget) };
  }

  /** A batch failed: the server sends the next one whole. */
  clear(): void {
    this.#held.clear();
  }
}

/** What a written batch leaves held: its parties' last states, most recent last. */
function keep(
  held: Map<string, PartyState>,
  states: Map<string, PartyState | null>,
  forget: readonly string[],
): void {
  for (const code of forget) held.delete(code);
  for (const [code, state] of states) {
    if (state === null) held.delete(code);
    else use(held, code, state);
  }
}
