import { partyView, type PartyState } from '@trivia/game';
import type { PartyView } from '@trivia/protocol';
import { fail, ok, type FakeRealtimeServer } from '../testing/fake-realtime-server';

/** The viewer id of a big screen's view (@trivia/protocol's SCREEN_VIEWER_ID). */
export const SCREEN_VIEWER = '@screen';
export const SCREEN_KEY = 'screen-key-0123456789';

/** The party as the big screen sees it: not a member, not the host. */
export function screenViewOf(state: PartyState): PartyView {
  return partyView(state, SCREEN_VIEWER);
}

/**
 * Scripts the server as a party of `view` for a big screen: watchScreen with SCREEN_KEY
 * answers with the view; another key is refused, another code is "Party not found".
 */
export function serveScreen(server: FakeRealtimeServer, view: PartyView): void {
  const code = view.party.code;
  server.handler = (envelope) => {
    const payload = envelope.payload as { code?: string; key?: string };
    if (envelope.type !== 'watchScreen') {
      return fail(envelope, 'The big screen only shows the party. Play from your phone.');
    }
    if (payload.code !== code) return fail(envelope, 'Party not found');
    if (payload.key !== SCREEN_KEY) {
      return fail(envelope, 'This big screen link is not valid. Ask the host for a new one.');
    }
    setTimeout(() => server.sendView(code, view.version, view), 5);
    return ok(envelope, { code, version: view.version });
  };
}

export const screenUrl = (code = 'ABC123', key = SCREEN_KEY) =>
  `/party/${code}/screen?key=${encodeURIComponent(key)}`;
