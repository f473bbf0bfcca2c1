import type { Party, PartyState } from '@trivia/game';

/** An array's new length, and the elements that are not the same objects as before. */
export interface ArrayPatch<T> {
  length: number;
  at: [index: number, value: T][];
}

/** An array whose elements mostly changed is sent whole. */
type ArrayChange<T> = ArrayPatch<T> | { whole: T[] };

/**
 * What turns one party state into the next: the party's fields that are other values, and
 * of each list the elements that are other objects (a guess appends one, a presence change
 * replaces one member). What is the same object in both is left out.
 */
export interface StatePatch {
  /** The party's fields that changed; the whole party when its fields are not the same set. */
  party?: Partial<Party>;
  wholeParty?: Party;
  members?: ArrayChange<PartyState['members'][number]>;
  guesses?: ArrayChange<PartyState['guesses'][number]>;
  judgements?: ArrayChange<PartyState['judgements'][number]>;
}

const LISTS = ['members', 'guesses', 'judgements'] as const;

/**
 * The patch from `base` to `next` (docs/PERFORMANCE.md: the write-behind's batches reach the writer's
 * thread as patches to the states it wrote last, not as whole states copied each time).
 * Only identity is compared: a value that is another object is sent, even if equal.
 */
export function patchOf(base: PartyState, next: PartyState): StatePatch {
  const patch: StatePatch = {};
  if (next.party !== base.party) {
    const fields = partyFieldsChanged(base.party, next.party);
    if (fields === null) patch.wholeParty = next.party;
    else patch.party = fields;
  }
  for (const list of LISTS) {
    if (next[list] !== base[list]) {
      // The three lists share one shape of patch; TypeScript cannot follow `list` through it.
      (patch as Record<string, unknown>)[list] = arrayChange<unknown>(base[list], next[list]);
    }
  }
  return patch;
}

/** `base` with the patch applied: a new state, sharing with `base` what did not change. */
export function applyPatch(base: PartyState, patch: StatePatch): PartyState {
  const party = patch.wholeParty ?? (patch.party ? { ...base.party, ...patch.party } : base.party);
  return {
    party,
    members: applyArray(base.members, patch.members),
    guesses: applyArray(base.guesses, patch.guesses),
    judgements: applyArray(base.judgements, patch.judgements),
  };
}

function partyFieldsChanged(base: Party, next: Party): Partial<Party> | null {
  const keys = Object.keys(next) as (keyof Party)[];
  if (keys.length !== Object.keys(base).length) return null;
  const fields: Record<string, unknown> = {};
  for (const key of keys) {
    if (!(key in base)) return null;
    if (next[key] !== base[key]) fields[key] = next[key];
  }
  return fields as Partial<Party>;
}

function arrayChange<T>(base: readonly T[], next: T[]): ArrayChange<T> {
  const at: [number, T][] = [];
  for (let index = 0; index < next.length; index += 1) {
    const value = next[index] as T;
    if (index >= base.length || value !== base[index]) at.push([index, value]);
  }
  // Mostly new (a new game's empty lists, a reorder): whole, with nothing to look up.
  if (at.length > next.length / 2) return { whole: next };
  return { length: next.length, at };
}

function applyArray<T>(base: T[], change: ArrayChange<T> | undefined): T[] {
  if (change === undefined) return base;
  if ('whole' in change) return change.whole;
  const result = base.slice(0, change.length);
  for (const [index, value] of change.at) result[index] = value;
  return result;
}
