import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTORS, commandFor, guessSteps, steps, type Step } from '../testing/party-arbitraries';
import {
  joinMembers,
  makeParty,
  makePlayingParty,
  playerIds,
  playTurn,
} from '../testing/party-builders';
import { applyPartyCommand } from './apply-command';
import type { PartyState } from './party-state';
import { partyView, sharedPartyView, viewerInfo, type PartyView } from './party-view';
import {
  applyPatch,
  applyViewDelta,
  diffJson,
  nextView,
  sameJson,
  viewDelta,
  type ViewPatch,
  type ViewUpdate,
} from './view-delta';

/** What a client holds after JSON travel: the delta is checked against this, not against objects. */
const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

/** The states of a random run (every accepted command makes one). */
function statesOf(initial: PartyState, run: readonly Step[]): PartyState[] {
  const states = [initial];
  let state = initial;
  for (const step of run) {
    const result = applyPartyCommand(state, commandFor(state, step));
    if (!result.ok) continue;
    if (result.closed) break;
    state = result.state;
    states.push(state);
  }
  return states;
}

const start = fc.oneof(
  fc.constant(joinMembers(makeParty(), playerIds(2))),
  fc
    .record({ teams: fc.integer({ min: 2, max: 4 }), extraPlayers: fc.integer({ min: 0, max: 2 }) })
    .map(({ teams, extraPlayers }) =>
      makePlayingParty({ teams, players: teams - 1 + extraPlayers }),
    ),
);
const run = fc.oneof(steps, guessSteps);

/** The server side of one viewer: a snapshot first, then deltas, the viewer block when it changed. */
function updatesFor(states: readonly PartyState[], viewerId: string): ViewUpdate[] {
  const updates: ViewUpdate[] = [];
  let previous: PartyState | null = null;
  for (const state of states) {
    if (previous === null) {
      const view = json(partyView(state, viewerId)) as PartyView;
      updates.push({ kind: 'snapshot', version: view.version, view });
    } else {
      const viewerBefore = viewerInfo(previous, viewerId);
      const viewer = viewerInfo(state, viewerId);
      updates.push({
        kind: 'delta',
        baseVersion: previous.party.version,
        version: state.party.version,
        delta: json(viewDelta(sharedPartyView(previous), sharedPartyView(state))) as ViewPatch,
        ...(sameJson(viewerBefore, viewer) ? {} : { viewer: json(viewer) as PartyView['viewer'] }),
      });
    }
    previous = state;
  }
  return updates;
}

describe('view deltas (protocol 2)', () => {
  it('[PARTY-6] applying the delta of (a → b) to a gives b, for any two JSON values (keys such as __proto__ too)', () => {
    const proto = JSON.parse('{"__proto__":{"a":1},"b":2}') as unknown;
    const protoPatch = diffJson({ b: 1 }, proto);
    expect(applyPatch({ b: 1 }, json(protoPatch) as ViewPatch)).toEqual(proto);
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        const patch = diffJson(a, b);
        const result = patch === null ? a : applyPatch(a, json(patch) as ViewPatch);
        expect(sameJson(result, b)).toBe(true);
        expect(patch === null).toBe(sameJson(a, b));
      }),
      { numRuns: 1000 },
    );
  });

  it('[PARTY-6] gives the patch the former two-walk diff gave (the same bytes on the wire)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(json(diffJson(a, b))).toEqual(json(twoWalkDiff(a, b)));
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(start, run, (initial, steps_) => {
        const states = statesOf(initial, steps_);
        for (let i = 1; i < states.length; i++) {
          const [a, b] = [states[i - 1], states[i]] as [PartyState, PartyState];
          const [before, after] = [sharedPartyView(a), sharedPartyView(b)];
          const atB = { ...before, version: after.version };
          const former = twoWalkDiff(
            { ...atB, party: { ...atB.party, version: after.version } },
            after,
          );
          expect(json(viewDelta(before, after))).toEqual(json(former ?? {}));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('[PARTY-6] applying the delta of (a → b) to a gives b, for the views of generated games', () => {
    fc.assert(
      fc.property(start, run, fc.constantFrom(...ACTORS), (initial, steps_, viewerId) => {
        const states = statesOf(initial, steps_);
        for (let i = 1; i < states.length; i++) {
          const [a, b] = [states[i - 1], states[i]] as [PartyState, PartyState];
          const before = json(partyView(a, viewerId)) as PartyView;
          const delta = json(viewDelta(sharedPartyView(a), sharedPartyView(b))) as ViewPatch;
          const after = applyViewDelta(before, b.party.version, delta);
          expect(after).toEqual({
            ...(json(partyView(b, viewerId)) as PartyView),
            viewer: before.viewer,
          });
        }
      }),
      { numRuns: 60 },
    );
  });

  it('[PARTY-6] a client that misses deltas and asks for a snapshot on a gap ends with the server view', () => {
    fc.assert(
      fc.property(
        start,
        run,
        fc.constantFrom(...ACTORS),
        fc.array(fc.boolean(), { minLength: 60, maxLength: 60 }),
        (initial, steps_, viewerId, drops) => {
          const states = statesOf(initial, steps_);
          const updates = updatesFor(states, viewerId);
          const serverViews = states.map((s) => json(partyView(s, viewerId)) as PartyView);
          let client: PartyView | null = null;
          updates.forEach((update, i) => {
            // Any message but the last may be lost (the next one reveals the loss).
            if (i < updates.length - 1 && drops[i % drops.length] === true) return;
            const { view, outcome } = nextView(client, update);
            client = view;
            // A gap: the client subscribes again and gets the view of the moment.
            if (outcome === 'gap') {
              const snapshot = serverViews[i] as PartyView;
              client = nextView(client, {
                kind: 'snapshot',
                version: snapshot.version,
                view: snapshot,
              }).view;
            }
            // Never a wrong state: whatever version the client holds is the server's.
            const held = client as PartyView | null;
            if (held !== null) {
              expect(held).toEqual(serverViews.find((v) => v.version === held.version));
            }
          });
          expect(client).toEqual(serverViews.at(-1));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('[PARTY-6] a delta is never applied to another version, and an old update changes nothing', () => {
    const a = makePlayingParty({ teams: 2, players: 3 });
    const b = playTurn(a, 'jupiter');
    const c = playTurn(b, 'nope');
    const viewA = json(partyView(a, 'host')) as PartyView;
    const viewC = json(partyView(c, 'host')) as PartyView;
    const deltaBC: ViewUpdate = {
      kind: 'delta',
      baseVersion: b.party.version,
      version: c.party.version,
      delta: viewDelta(sharedPartyView(b), sharedPartyView(c)),
    };
    expect(nextView(viewA, deltaBC)).toEqual({ view: viewA, outcome: 'gap' });
    expect(nextView(null, deltaBC)).toEqual({ view: null, outcome: 'gap' });
    expect(nextView(viewC, deltaBC)).toEqual({ view: viewC, outcome: 'stale' });
    const snapshotA: ViewUpdate = { kind: 'snapshot', version: viewA.version, view: viewA };
    expect(nextView(viewC, snapshotA)).toEqual({ view: viewC, outcome: 'stale' });
  });

  it('[PARTY-6] a guess sends the guess, the scores and the turn, not the member list nor the versions', () => {
    const a = makePlayingParty({ teams: 4, players: 29 });
    const b = playTurn(a, 'nope');
    const delta = viewDelta(sharedPartyView(a), sharedPartyView(b));
    expect(delta).not.toHaveProperty('value');
    const { set = {}, patch = {} } = delta as { set?: object; patch?: { party?: object } };
    expect(Object.keys({ ...set, ...patch }).sort()).toEqual(['guesses', 'party']);
    expect(JSON.stringify(patch.party)).not.toContain('"version"');
    const whole = JSON.stringify(sharedPartyView(b)).length;
    expect(JSON.stringify(delta).length).toBeLessThan(whole / 10);
  });

  it('[PARTY-6] a list whose items mostly changed a little is patched item by item, not sent whole', () => {
    const before = Array.from({ length: 30 }, (_, i) => ({
      userId: `8d3c2f9e-5b1a-4c7d-9e2f-0000000000${String(i).padStart(2, '0')}`,
      displayName: `Player ${i}`,
      joinedAt: 1_763_776_800_000 + i,
      team: null as string | null,
    }));

    const after = before.map((m, i) => ({ ...m, team: `team-${(i % 3) + 1}` }));
    const patch = diffJson(before, after);
    expect(patch).toMatchObject({ length: 30 });
    expect(JSON.stringify(patch).length).toBeLessThan(JSON.stringify(after).length / 2);
    expect(applyPatch(before, patch as ViewPatch)).toEqual(after);
    // A list replaced by another is sent whole.
    expect(diffJson([1, 2, 3], [4, 5, 6])).toEqual({ value: [4, 5, 6] });
  });

  it('[PARTY-6] keeps unchanged parts as the same objects', () => {
    const a = makePlayingParty({ teams: 2, players: 3 });
    const b = playTurn(a, 'nope');
    const before = partyView(a, 'host');
    const after = applyViewDelta(
      before,
      b.party.version,
      viewDelta(sharedPartyView(a), sharedPartyView(b)),
    );
    expect(after.members).toBe(before.members);
    expect(after.viewer).toBe(before.viewer);
  });

  it('[PARTY-6] reads keys as JSON writes them: an undefined value or an inherited key is no key', () => {
    const inherited = Object.create({ hidden: 1 }) as Record<string, unknown>;
    inherited['shown'] = 2;
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(true);
    expect(sameJson(inherited, { shown: 2 })).toBe(true);
    expect(sameJson({ a: 1, b: undefined }, { a: 1, c: 2 })).toBe(false);
    expect(diffJson({ a: 1, b: 2 }, { a: 1, b: undefined })).toEqual({ drop: ['b'] });
    expect(diffJson({ a: 1, b: undefined }, { a: 1 })).toBeNull();
    expect(diffJson({ shown: 1 }, inherited)).toEqual({ set: { shown: 2 } });
    // An unchanged item of a list is skipped.
    const item = { text: 'an item long enough to be worth patching around' };
    expect(diffJson([item, 1], [item, 2])).toEqual({ length: 2, set: { '1': 2 } });
  });

  it('[PARTY-6] refuses a patch that does not fit the value (the client treats it as a gap)', () => {
    expect(() => applyPatch(3, { set: {} })).toThrow('non-object');
    expect(() => applyPatch({}, { length: 0 })).toThrow('non-array');
    expect(() => applyPatch([1], { length: 2, set: { '3': 1 } })).toThrow('index');
    expect(() => applyPatch([1], { length: 2, patch: { '1': { set: {} } } })).toThrow('index');
    expect(() => applyPatch([], { length: 2 })).toThrow('hole');
    expect(() => applyPatch({}, { patch: { a: { set: {} } } })).toThrow('missing key');
    const view = json(partyView(makePlayingParty(), 'host')) as PartyView;
    const bad: ViewUpdate = {
      kind: 'delta',
      baseVersion: view.version,
      version: view.version + 1,
      delta: { value: 3 },
    };
    expect(nextView(view, bad).outcome).toBe('gap');
  });

  it('[PARTY-6] a key named __proto__ stays a plain key', () => {
    const after = applyPatch(
      {},
      { set: JSON.parse('{"__proto__":{"polluted":true}}') as Record<string, unknown> },
    );
    expect(Object.keys(after as object)).toEqual(['__proto__']);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});

/** The former diff (sameJson at every level, then the patch), as a reference. */
function twoWalkDiff(before: unknown, after: unknown): ViewPatch | null {
  if (sameJson(before, after)) return null;
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  const keys = (v: Record<string, unknown>) => Object.keys(v).filter((k) => v[k] !== undefined);
  const own = (v: Record<string, unknown>, k: string) => (Object.hasOwn(v, k) ? v[k] : undefined);
  const place = (
    target: { set?: Record<string, unknown>; patch?: Record<string, ViewPatch> },
    key: string,
    b: unknown,
    a: unknown,
  ) => {
    const patch = b === undefined ? { value: a } : twoWalkDiff(b, a);
    if (patch === null) return;
    if ('value' in patch)
      Object.defineProperty((target.set ??= {}), key, {
        value: a,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    else
      Object.defineProperty((target.patch ??= {}), key, {
        value: patch,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  };
  if (Array.isArray(before) && Array.isArray(after)) {
    const result: {
      length: number;
      set?: Record<string, unknown>;
      patch?: Record<string, ViewPatch>;
    } = { length: after.length };
    for (let i = 0; i < after.length; i++)
      place(result, String(i), i < before.length ? before[i] : undefined, after[i]);
    return JSON.stringify(result).length >= JSON.stringify(after).length
      ? { value: after }
      : result;
  }
  if (isObject(before) && isObject(after)) {
    const result: {
      set?: Record<string, unknown>;
      patch?: Record<string, ViewPatch>;
      drop?: string[];
    } = {};
    for (const key of keys(after)) place(result, key, own(before, key), after[key]);
    const drop = keys(before).filter((key) => own(after, key) === undefined);
    if (drop.length > 0) result.drop = drop;
    return result;
  }
  return { value: after };
}
