import { sharedPartyView, type PartyState } from '@trivia/game';
import { SharedViewText } from './view-encoding';

const MAX_ENTRIES = 500;

/**
 * Every viewer of a party version sees the same view but for its `viewer` block
 * (DESIGN.md "Answers stay secret": no viewer sees more than the others), so the shared
 * part is built and serialized once per (code, version) and kept for late subscribers.
 */
export class ViewCache {
  readonly #views = new Map<string, SharedViewText>();

  sharedOf(state: PartyState): SharedViewText {
    const key = `${state.party.code}:${state.party.version}`;
    const cached = this.#views.get(key);
    if (cached !== undefined) return cached;
    const text = new SharedViewText(sharedPartyView(state));
    this.#views.set(key, text);
    if (this.#views.size > MAX_ENTRIES) {
      const oldest = this.#views.keys().next().value;
      if (oldest !== undefined) this.#views.delete(oldest);
    }
    return text;
  }
}
