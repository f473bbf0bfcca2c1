import type { PartyView } from '@trivia/game';

/**
 * What the room is waiting for before the game (the product's strings of the waiting screens),
 * naming what the host is doing now: starting, choosing a game or a topic,
 * configuring, or assigning teams. The lobby and the big screen say the same.
 */
export function waitingHeadline(party: Pick<PartyView['party'], 'status' | 'gameType'>): string {
  switch (party.status) {
    case 'choosing':
      return party.gameType === null ? 'Host is choosing a game...' : 'Host is choosing a topic...';
    case 'setup':
      return 'Host is configuring the game...';
    case 'team_setup':
      return 'Waiting for host to start the game...';
    default:
      return 'Waiting for the host to start the game.';
  }
}
