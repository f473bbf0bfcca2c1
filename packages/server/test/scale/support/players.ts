import { partyView, type PartyState } from '@trivia/game';
import type { ViewMessage } from '@trivia/protocol';
import { expect } from 'vitest';
import type { Db } from '../../../src/storage/schema';
import { makePlayer, PartyClient } from '../../realtime/support/party-client';
import type { Player } from '../../realtime/support/party-flow';

/** A guest signed in (in the shared database) and connected to the instance at `url`. */
export async function playerOn(db: Db, url: string, name: string): Promise<Player> {
  const player = await makePlayer(db, name);
  return { ...player, client: await PartyClient.connect(url, { cookie: player.cookie }) };
}

/** The same member on a new connection to the instance at `url` (a reconnect elsewhere). */
export async function reconnectTo(url: string, player: Player): Promise<Player> {
  return { ...player, client: await PartyClient.connect(url, { cookie: player.cookie }) };
}

/** Every view of the party this connection received, in arrival order. */
export function viewsOf(player: Player, code: string): ViewMessage[] {
  return player.client.messages.filter(
    (m): m is ViewMessage => m.type === 'view' && m.code === code,
  );
}

/**
 * The viewer saw the party's versions in order (strictly increasing), and the last one is
 * the final state as this member may see it: no change is missing at the end.
 */
export function expectOrderedUpTo(player: Player, code: string, final: PartyState): void {
  const versions = viewsOf(player, code).map((view) => view.version);
  expect(versions.length, player.displayName).toBeGreaterThan(0);
  for (let i = 1; i < versions.length; i += 1) {
    expect(versions[i], `${player.displayName}: ${versions.join(',')}`).toBeGreaterThan(
      versions[i - 1] ?? 0,
    );
  }
  const last = viewsOf(player, code).at(-1);
  expect(last?.version, player.displayName).toBe(final.party.version);
  expect(last?.view).toEqual(partyView(final, player.userId));
}
