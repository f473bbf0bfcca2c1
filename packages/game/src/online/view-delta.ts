import type { PartyView, SharedPartyView, ViewerInfo } from './party-view';

/**
 * Versioned deltas of a party view (docs/PROTOCOL.md "Views and deltas", protocol 2). The
 * server sends a member the whole view once (subscribe, reconnect, or when it asks after
 * a gap) and then, for each new version, only what changed since the version before. A
 * delta is computed on the shared view (the same for every viewer), so it is encoded once
 * per party and version; the viewer block travels only when it changed for that viewer.
 *
 * The patch is structural JSON: it only carries values of the new view, so it reveals no
 * more than the view itself would (VIEW-1, "Answers stay secret").
 */
export type ViewPatch =
  /** The value is replaced by this one (only where the kind of value changed at the root). */
  { value: unknown } | ArrayPatch | ObjectPatch;

/** An object: new values of some keys (`set`), patches of others (`patch`), keys removed (`drop`). */
export interface ObjectPatch {
  set?: Record<string, unknown>;
  patch?: Record<string, ViewPatch>;
  drop?: string[];
}

/**
 * An array cut or grown to `length`: new values at some indices (`set`; any index past the
 * old length is one), patches of the items at others (`patch`). Indices are JSON keys.
 */
export interface ArrayPatch {
  length: number;
  set?: Record<string, unknown>;
  patch?: Record<string, ViewPatch>;
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An own key's value (never an inherited one such as `__proto__`'s). */
function own(value: JsonObject, key: string): unknown {
  return Object.hasOwn(value, key) ? value[key] : undefined;
}

/**
 * Whether JSON writes `key` of `value`: an own enumerable key whose value is not undefined.
 * The walks below go through `for…in` with this test rather than a list of keys: a view
 * delta is made for every change, and listing keys allocated most of its bytes.
 */
function writesKey(value: JsonObject, key: string): boolean {
  return Object.hasOwn(value, key) && value[key] !== undefined;
}

/** How many keys JSON writes of `value`. */
function jsonKeyCount(value: JsonObject): number {
  let count = 0;
  for (const key in value) if (writesKey(value, key)) count += 1;
  return count;
}

/** Equal once written as JSON (key order aside). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (isObject(a)) {
    if (!isObject(b)) return false;
    let count = 0;
    for (const key in a) {
      if (!writesKey(a, key)) continue;
      count += 1;
      const other = own(b, key);
      if (other === undefined || !sameJson(a[key], other)) return false;
    }
    return count === jsonKeyCount(b);
  }
  return false;
}

/**
 * What turns `before` into `after`; null when they are the same JSON. One walk: an unchanged
 * part (the same object, which the rules share from one version to the next) is skipped at
 * once, a changed one is patched where it changed.
 */
export function diffJson(before: unknown, after: unknown): ViewPatch | null {
  if (before === after) return null;
  if (Array.isArray(before) && Array.isArray(after)) return diffArray(before, after);
  if (isObject(before) && isObject(after)) return diffObject(before, after);
  return { value: after };
}

/** Where `key` changed from `before` to `after`: a new value or a patch; false when equal. */
function place(
  target: { set?: Record<string, unknown>; patch?: Record<string, ViewPatch> },
  key: string,
  before: unknown,
  after: unknown,
): boolean {
  const patch = before === undefined ? { value: after } : diffJson(before, after);
  if (patch === null) return false;
  if ('value' in patch) define((target.set ??= {}), key, after);
  else define((target.patch ??= {}), key, patch);
  return true;
}

function diffObject(before: JsonObject, after: JsonObject): ObjectPatch | null {
  const result: ObjectPatch = {};
  let changed = false;
  for (const key in after) {
    if (!writesKey(after, key)) continue;
    const value = after[key];
    const old = own(before, key);
    if (old !== value && place(result, key, old, value)) changed = true;
  }
  let drop: string[] | undefined;
  for (const key in before) {
    if (writesKey(before, key) && own(after, key) === undefined) (drop ??= []).push(key);
  }
  if (drop !== undefined) result.drop = drop;
  return changed || drop !== undefined ? result : null;
}

function diffArray(before: readonly unknown[], after: readonly unknown[]): ViewPatch | null {
  const result: ArrayPatch = { length: after.length };
  let changed = before.length !== after.length;
  for (let i = 0; i < after.length; i++) {
    // Most items are the very objects of the version before (a long list, one item new).
    if (i < before.length && before[i] === after[i] && after[i] !== undefined) continue;
    if (place(result, String(i), i < before.length ? before[i] : undefined, after[i])) {
      changed = true;
    }
  }
  if (!changed) return null;
  // A list mostly new (re-sorted, replaced) is shorter written whole.
  if (JSON.stringify(result).length >= arrayJsonLength(after)) return { value: after };
  return result;
}

/**
 * JSON lengths of objects already written once. Views are made of the party state's
 * objects, which the rules never change but share from one version to the next, so a long
 * list (the guesses) is measured item by item once, not written whole for every version.
 */
const jsonLengths = new WeakMap<object, number>();

/** `JSON.stringify(items).length`, from the items' remembered lengths. */
function arrayJsonLength(items: readonly unknown[]): number {
  let length = 1 + Math.max(items.length, 1);
  for (const item of items) length += jsonLength(item);
  return length;
}

function jsonLength(value: unknown): number {
  // An item JSON cannot write (undefined, a function) is written as null.
  if (typeof value !== 'object' || value === null) return (JSON.stringify(value) ?? 'null').length;
  const known = jsonLengths.get(value);
  if (known !== undefined) return known;
  const length = (JSON.stringify(value) ?? 'null').length;
  jsonLengths.set(value, length);
  return length;
}

/** A patch that does not fit the value it is applied to (never one made by diffJson from it). */
export class PatchMismatch extends Error {
  override name = 'PatchMismatch';
}

/** Sets `key` as an own property: a key such as "__proto__" stays a plain key, never the prototype. */
function define(target: object, key: string, value: unknown): void {
  // Plain assignment makes an own property of every other key (and is much faster).
  if (key !== '__proto__') {
    (target as Record<string, unknown>)[key] = value;
    return;
  }
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** `before` with the patch applied; unchanged parts are the same objects (React keeps them). */
export function applyPatch(before: unknown, patch: ViewPatch): unknown {
  if ('value' in patch) return patch.value;
  if ('length' in patch) return applyArrayPatch(before, patch);
  if (!isObject(before)) throw new PatchMismatch('an object patch on a non-object');
  const after: JsonObject = { ...before };
  for (const [key, value] of Object.entries(patch.set ?? {})) define(after, key, value);
  for (const [key, inner] of Object.entries(patch.patch ?? {})) {
    if (!Object.hasOwn(before, key)) throw new PatchMismatch(`a patch of a missing key ${key}`);
    define(after, key, applyPatch(before[key], inner));
  }
  for (const key of patch.drop ?? []) delete after[key];
  return after;
}

function applyArrayPatch(before: unknown, patch: ArrayPatch): unknown[] {
  if (!Array.isArray(before)) throw new PatchMismatch('an array patch on a non-array');
  const { length } = patch;
  if (!Number.isInteger(length) || length < 0) throw new PatchMismatch('a bad array length');
  const after = before.slice(0, length);
  const indexOf = (key: string, limit: number) => {
    const index = Number(key);
    if (!/^\d+$/.test(key) || index >= limit) throw new PatchMismatch(`a bad array index ${key}`);
    return index;
  };
  for (const [key, value] of Object.entries(patch.set ?? {})) after[indexOf(key, length)] = value;
  for (const [key, inner] of Object.entries(patch.patch ?? {})) {
    const index = indexOf(key, Math.min(length, before.length));
    after[index] = applyPatch(before[index], inner);
  }
  for (let i = 0; i < length; i++) if (!(i in after)) throw new PatchMismatch('an array hole');
  return after;
}

/** The view with both its version fields at `version` (a delta leaves them out: the message says it). */
function atVersion<T extends { version: number; party: { version: number } }>(
  view: T,
  version: number,
): T {
  return { ...view, version, party: { ...view.party, version } };
}

/** The delta from one shared view to the next (the same for every viewer). */
export function viewDelta(before: SharedPartyView, after: SharedPartyView): ViewPatch {
  // `version` and `party.version` are the message's version: not repeated in the patch.
  return diffJson(atVersion(before, after.version), after) ?? {};
}

/**
 * The view of the next version: `delta` (from viewDelta) applied to the view it was made
 * from, with both version fields at `version`. Throws PatchMismatch when it does not fit.
 */
export function applyViewDelta(view: PartyView, version: number, delta: ViewPatch): PartyView {
  const patched = applyPatch(atVersion(view, version), delta);
  if (!isObject(patched)) throw new PatchMismatch('a view patched into a non-object');
  return patched as unknown as PartyView;
}

/** What a client receives for a party: a whole view, or a delta from `baseVersion`. */
export type ViewUpdate =
  | { kind: 'snapshot'; version: number; view: PartyView }
  | {
      kind: 'delta';
      baseVersion: number;
      version: number;
      delta: ViewPatch;
      /** The viewer block, only when it changed for this viewer. */
      viewer?: ViewerInfo;
    };

/**
 * `applied`: the view moved to the update's version (a snapshot of the version held is
 * taken too). `stale`: a delta to a version held already or older, or an older snapshot
 * (nothing to do). `gap`: a delta from a version it does not hold: the
 * client keeps what it has and asks for a snapshot (it subscribes again).
 */
export type ViewUpdateOutcome = 'applied' | 'stale' | 'gap';

/** A client's view after an update (docs/PROTOCOL.md "Views and deltas"). */
export function nextView(
  current: PartyView | null,
  update: ViewUpdate,
): { view: PartyView | null; outcome: ViewUpdateOutcome } {
  // A snapshot of the version held replaces it too (the same connection may now watch as a
  // big screen: same version, another viewer block); only an older one is stale.
  if (update.kind === 'snapshot') {
    if (current !== null && update.version < current.version)
      return { view: current, outcome: 'stale' };
    return { view: update.view, outcome: 'applied' };
  }
  if (current !== null && update.version <= current.version) {
    return { view: current, outcome: 'stale' };
  }
  if (current === null || current.version !== update.baseVersion) {
    return { view: current, outcome: 'gap' };
  }
  let view: PartyView;
  try {
    view = applyViewDelta(current, update.version, update.delta);
  } catch (error) {
    if (error instanceof PatchMismatch) return { view: current, outcome: 'gap' };
    throw error;
  }
  return {
    view: update.viewer === undefined ? view : { ...view, viewer: update.viewer },
    outcome: 'applied',
  };
}
