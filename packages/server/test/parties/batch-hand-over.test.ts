import { applyPartyCommand, type PartyState } from '@trivia/game';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  commandFor,
  partyStarts,
  steps,
  type Step,
} from '../../../game/src/testing/party-arbitraries';
import { makePlayingParty } from '../../../game/src/testing/party-builders';
import { HandOver, HeldStates } from '../../src/parties/store/write-behind/batch-hand-over';
import { applyPatch, patchOf } from '../../src/parties/store/write-behind/state-patch';
import type { PendingChange } from '../../src/parties/store/write-behind/write-batch';

/** The changes the rules make of a run, as the write-behind keeps them (party `code`). */
function changesOf(initial: PartyState, run: readonly Step[], code: string): PendingChange[] {
  let state: PartyState = { ...initial, party: { ...initial.party, code } };
  const changes: PendingChange[] = [];
  for (const step of run) {
    const result = applyPartyCommand(state, commandFor(state, step));
    if (!result.ok) continue;
    const next = result.state;
    const key = { actorId: 'player-1', commandId: `c${changes.length}` };
    const { version } = next.party;
    changes.push({
      previous: state,
      next,
      closed: result.closed,
      key,
      now: 0,
      result: { version },
    });
    if (result.closed) break;
    state = next;
  }
  return changes;
}

/** What a message to a worker thread does to its contents. */
const sent = <T>(value: T): T => structuredClone(value);

describe('state patches (the batch hand-over)', () => {
  it('a patch sent across threads turns the previous state into the next', () => {
    fc.assert(
      fc.property(partyStarts, steps, (initial, run) => {
        for (const { previous, next } of changesOf(initial, run, 'P0001')) {
          const patch = patchOf(previous, next);
          expect(applyPatch(sent(previous), sent(patch))).toEqual(next);
          expect(applyPatch(previous, patch)).toEqual(next);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a guess sends the guess and the party fields it changed, not the members or the topic', () => {
    const initial = makePlayingParty({ teams: 3, players: 4 });
    const [first, change] = changesOf(initial, [guessStep(), guessStep()], initial.party.code);
    const previous = first!.next;
    const patch = patchOf(previous, change!.next);
    expect(patch.members).toBeUndefined();
    expect(patch.party?.topic).toBeUndefined();
    expect(patch.guesses).toEqual({ length: 2, at: [[1, change!.next.guesses[1]]] });
    expect(patch.party?.version).toBe(previous.party.version + 1);
    // What is unchanged stays the same object on the thread's side too.
    const applied = applyPatch(previous, patch);
    expect(applied.members).toBe(previous.members);
    expect(applied.party.topic).toBe(previous.party.topic);
  });

  it('the thread makes every batch whole again, across failures and held-state limits', () => {
    // Then every batch is written.
    const outcomes = fc.array(fc.constantFrom('written', 'written', 'written', 'failed'), {
      maxLength: 20,
    });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(partyStarts, steps), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 3 }),
        outcomes,
        (runs, batchSize, limit, results) => {
          // The parties' changes interleaved, each party's in its order.
          const queues = runs.map(([initial, run], index) =>
            changesOf(initial, run, `P000${index}`),
          );
          const all: PendingChange[] = [];
          while (queues.some((queue) => queue.length > 0)) {
            for (const queue of queues) {
              const change = queue.shift();
              if (change !== undefined) all.push(change);
            }
          }
          const handOver = new HandOver(limit);
          const held = new HeldStates();
          let pending: PendingChange[] = [];
          let round = 0;
          while (all.length > 0 || pending.length > 0) {
            pending = [...pending, ...all.splice(0, batchSize)];
            const { changes, written } = held.decode(sent(handOver.encode(pending)));
            expect(changes).toEqual(pending);
            if (results[round] === 'failed') {
              // The batch stays pending; both sides forget what they held.
              handOver.failed();
              held.clear();
            } else {
              written();
              handOver.written();
              pending = [];
            }
            round += 1;
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a batch after a failure is sent whole, and a state the thread does not hold is refused', () => {
    const initial = makePlayingParty({ teams: 3, players: 4 });
    const [first, second] = changesOf(initial, [guessStep(), guessStep()], 'P0001');
    const handOver = new HandOver();
    const held = new HeldStates();
    held.decode(handOver.encode([first!])).written();
    handOver.written();
    const patched = handOver.encode([second!]);
    expect(patched.changes[0]!.previous).toBeNull();
    // The thread lost what it held (a failed batch) before the server knew.
    held.clear();
    expect(() => held.decode(patched)).toThrow('holds no state of party P0001');
    handOver.failed();
    expect(handOver.encode([second!]).changes[0]!.previous).toEqual(first!.next);
  });
});

/** In a game in play, the active team's next guess (commandFor fills it in). */
function guessStep(): Step {
  return { command: { type: 'progress' }, advanceMs: 1000, staleTurn: false };
}
