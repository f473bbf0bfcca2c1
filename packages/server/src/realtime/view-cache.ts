import { sharedPartyView, viewDelta, type PartyState } from '@trivia/game';
import { DeltaText, SharedViewText } from './view-encoding';
import { trimOldest, use } from '../recently-used';

/** Versions kept per party: a delta can start from any of them. */
const VERSIONS_PER_PARTY = 4;
/** Parties kept (the least recently published go first). */
const MAX_PARTIES = 20_000;

interface PartyVersions {
  /** Oldest first. */
  views: SharedViewText[];
  /** The version the party's room was last sent (pin): kept while newer ones come and go. */
  pinned: number | null;
  /** The delta to the newest version, by base version. */
  deltas: Map<number, DeltaText>;
}

/**
 * Every viewer of a party version sees the same view but for its `viewer` block
 * (VIEW-1: no viewer sees more than the others), so the shared
 * part is built and serialized once per (code, version), and so is the delta from a
 * recent version to it (protocol 2); the last few versions are kept for both.
 */
export class ViewCache {
  readonly #parties = new Map<string, PartyVersions>();

  sharedOf(state: PartyState): SharedViewText {
    const { code, version } = state.party;
    const party = this.#parties.get(code);
    const cached = party?.views.find((view) => view.shared.version === version);
    if (cached !== undefined) return cached;
    const text = new SharedViewText(sharedPartyView(state));
    if (party === undefined) {
      this.#parties.set(code, { views: [text], pinned: null, deltas: new Map() });
      trimOldest(this.#parties, MAX_PARTIES);
    } else {
      // Kept in version order; a version older than all kept ones is served but not kept.
      const at = party.views.findIndex((view) => view.shared.version > version);
      if (at === -1) {
        party.views.push(text);
        party.deltas.clear();
        // Most recently published last, so the first party is the one to drop.
        use(this.#parties, code, party);
      } else if (at > 0) {
        party.views.splice(at, 0, text);
      }
      if (party.views.length > VERSIONS_PER_PARTY) {
        // The oldest goes, unless it is the room's: its viewers' next delta starts there.
        const pinned = party.views[0]?.shared.version === party.pinned;
        party.views.splice(pinned ? 1 : 0, 1);
      }
    }
    return text;
  }

  /**
   * The party's room holds `version` now (fan-out-windows.ts): it stays kept while the
   * member who sends changes is sent each newer one, so the room's next fan-out is a delta
   * from it, not a whole view.
   */
  pin(code: string, version: number): void {
    const party = this.#parties.get(code);
    if (party !== undefined) party.pinned = version;
  }

  /**
   * The delta from `baseVersion` to the state's version, when that version is still known
   * here (else the viewer gets a snapshot). Computed and serialized once.
   */
  deltaOf(state: PartyState, baseVersion: number): DeltaText | null {
    const { code, version } = state.party;
    const target = this.sharedOf(state);
    const party = this.#parties.get(code);
    if (party === undefined || party.views.at(-1) !== target) return null;
    const cached = party.deltas.get(baseVersion);
    if (cached !== undefined) return cached;
    const base = party.views.find((view) => view.shared.version === baseVersion);
    if (base === undefined) return null;
    const delta = new DeltaText(code, baseVersion, version, viewDelta(base.shared, target.shared));
    party.deltas.set(baseVersion, delta);
    return delta;
  }

  /** The party is gone. */
  forget(code: string): void {
    this.#parties.delete(code);
  }
}
