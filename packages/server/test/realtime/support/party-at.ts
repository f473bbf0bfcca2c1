import type { PartyStatus } from '@trivia/protocol';
import { must, type Player } from './party-flow';

/** The cast of the authorization matrix: one client each, reused across parties. */
export interface Cast {
  host: Player;
  /** Non-host members: after saveTeams, spread round-robin with the host (team-1, team-2, …). */
  members: [Player, Player, Player];
  kicked: Player;
  stranger: Player;
}

/** `checking`: the "Host is checking…" window (JUDGE-8) after the game's last, refused guess. */
export type Stage = PartyStatus | 'choosing-with-type' | 'checking';

/**
 * A fresh party in `stage`: host and three members (the kicked one removed in the lobby);
 * from team_setup on, two teams of two, max 1 attempt each, team-1 to play.
 */
export async function partyAt(cast: Cast, stage: Stage): Promise<string> {
  const { host } = cast;
  const { code } = await must(host, 'createParty', {});
  if (!code) throw new Error('no code');
  for (const player of [...cast.members, cast.kicked]) await must(player, 'joinParty', { code });
  await must(host, 'kick', { code, targetUserId: cast.kicked.userId });
  const steps: Array<[Stage, () => Promise<unknown>]> = [
    ['choosing', () => must(host, 'startGame', { code })],
    ['choosing-with-type', () => must(host, 'chooseGameType', { code, gameTypeId: 'top5-blitz' })],
    ['setup', () => must(host, 'chooseTopic', { code, topicId: 'largest-oceans' })],
    [
      'team_setup',
      () =>
        must(host, 'saveTeams', {
          code,
          teamNames: ['Team 1', 'Team 2'],
          maxAttempts: 1,
          turnSeconds: 30,
        }),
    ],
    ['playing', () => must(host, 'beginGame', { code })],
    [
      'checking',
      async () => {
        await must(host, 'guess', { code, text: 'mediterranean' });
        await must(roles(cast).otherTeamPlayer, 'guess', { code, text: 'caspian' });
      },
    ],
    ['finished', () => must(host, 'skipChecking', { code })],
  ];
  if (stage === 'lobby') return code;
  for (const [reached, step] of steps) {
    await step();
    if (reached === stage) return code;
  }
  throw new Error(`unknown stage ${stage}`);
}

/**
 * saveTeams spreads the members round-robin in join order: host and members[1] on team-1
 * (which plays first), members[0] and members[2] on team-2.
 */
export function roles(cast: Cast) {
  return {
    activeTeamPlayer: cast.members[1],
    otherTeamPlayer: cast.members[0],
    target: cast.members[2],
  };
}
