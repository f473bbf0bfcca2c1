import { viewerInfo, type PartyState } from '@trivia/game';
import { describe, expect, it } from 'vitest';
import {
  HOST,
  later,
  makeTeamSetupParty,
  playTurn,
  run,
  makePlayingParty,
} from '../../../game/src/testing/party-builders';
import { ViewerBlocks } from '../../src/realtime/viewer-blocks';

const online = (state: PartyState, userId: string, isOnline: boolean): PartyState => ({
  ...state,
  members: state.members.map((m) => (m.userId === userId ? { ...m, online: isOnline } : m)),
});

describe('ViewerBlocks (each viewer block worked out once)', () => {
  it("gives each viewer their own block, the same object while the party's members are unchanged", () => {
    const blocks = new ViewerBlocks();
    const state = makePlayingParty({ players: 2 });
    const first = blocks.of(state, 'player-1');
    expect(first.info).toEqual(viewerInfo(state, 'player-1'));
    expect(first.text).toBe(JSON.stringify(first.info));
    expect(blocks.of(playTurn(state, 'pluto'), 'player-1')).toBe(first);
  });

  it('keeps the block of a viewer whose block reads the same after the members changed', () => {
    const blocks = new ViewerBlocks();
    const state = makePlayingParty({ players: 2 });
    const host = blocks.of(state, HOST);
    const player = blocks.of(state, 'player-1');
    const next = online(state, 'player-2', false);
    expect(next.members).not.toBe(state.members);
    expect(blocks.of(next, HOST)).toBe(host);
    expect(blocks.of(next, 'player-1')).toBe(player);
  });

  it('makes a new block for a viewer whose block changed (a team chosen)', () => {
    const blocks = new ViewerBlocks();
    const state = makeTeamSetupParty({ players: 2 });
    const before = blocks.of(state, 'player-1');
    const teamId = before.info.teamId === 'team-2' ? 'team-1' : 'team-2';
    const next = run(state, {
      type: 'assignTeam',
      userId: 'player-1',
      targetUserId: 'player-1',
      teamId,
      now: later(state),
    });
    const after = blocks.of(next, 'player-1');
    expect(after).not.toBe(before);
    expect(after.info).toEqual(viewerInfo(next, 'player-1'));
    expect(after.info.teamId).toBe(teamId);
  });
});
