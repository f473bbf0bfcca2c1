import { partyView, type PartyState, type PartyView } from '@trivia/game';

const MAX_ENTRIES = 2000;

/**
 * Views differ per viewer (DESIGN.md "Answers stay secret"), so each is computed per
 * member; one member's several connections share it, cached by (code, version, viewer).
 * Every big screen of a party shares one view, that of SCREEN_VIEWER_ID.
 */
export class ViewCache {
  readonly #views = new Map<string, PartyView>();

  viewOf(state: PartyState, viewerId: string): PartyView {
    const key = `${state.party.code}:${state.party.version}:${viewerId}`;
    const cached = this.#views.get(key);
    if (cached !== undefined) return cached;
    const view = partyView(state, viewerId);
    this.#views.set(key, view);
    if (this.#views.size > MAX_ENTRIES) {
      const oldest = this.#views.keys().next().value;
      if (oldest !== undefined) this.#views.delete(oldest);
    }
    return view;
  }
}
