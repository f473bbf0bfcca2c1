import { describe, expect, it } from 'vitest';
import {
  HOST,
  joinMembers,
  later,
  makeParty,
  makePlayingParty,
  makeTeamSetupParty,
  run,
} from '../testing/party-builders';
import { applyPartyCommand } from './apply-command';
import type { PartyState } from './party-state';
import { beginValidation, distributeEvenly } from './team-assignment';

function assign(state: PartyState, userId: string, targetUserId: string, teamId: string | null) {
  return applyPartyCommand(state, {
    type: 'assignTeam',
    userId,
    targetUserId,
    teamId,
    now: later(state),
  });
}

describe('Members: auto-distribution', () => {
  it('[TEAM-4] spreads members round-robin in order', () => {
    expect(distributeEvenly(['a', 'b', 'c', 'd', 'e'], ['team-1', 'team-2', 'team-3'])).toEqual([
      { userId: 'a', teamId: 'team-1' },
      { userId: 'b', teamId: 'team-2' },
      { userId: 'c', teamId: 'team-3' },
      { userId: 'd', teamId: 'team-1' },
      { userId: 'e', teamId: 'team-2' },
    ]);
    expect(distributeEvenly(['a'], [])).toEqual([]);
  });

  it('[TEAM-4] the host redistributes everyone evenly in joinedAt order, before the game only', () => {
    let state = makeTeamSetupParty({ players: 3 });
    state = run(state, {
      type: 'assignTeam',
      userId: HOST,
      targetUserId: 'player-2',
      teamId: 'team-2',
      now: later(state),
    });
    state = run(state, { type: 'redistributeTeams', userId: HOST, now: later(state) });
    expect(state.members.map((m) => m.teamId)).toEqual(['team-1', 'team-2', 'team-1', 'team-2']);
    expect(
      applyPartyCommand(state, {
        type: 'redistributeTeams',
        userId: 'player-1',
        now: later(state),
      }),
    ).toEqual({
      ok: false,
      error: 'Only the host can do that',
    });
    const playing = makePlayingParty();
    expect(
      applyPartyCommand(playing, { type: 'redistributeTeams', userId: HOST, now: later(playing) }),
    ).toEqual({
      ok: false,
      error: 'Not allowed while the party status is playing',
    });
  });
});

describe("Members: a member changes their own team, the host anyone's", () => {
  it('[TEAM-5] a player moves themself', () => {
    const result = assign(makeTeamSetupParty(), 'player-1', 'player-1', 'team-1');
    expect(result.ok && result.state.members[1]?.teamId).toBe('team-1');
  });

  it('[TEAM-5] a player cannot move someone else', () => {
    expect(assign(makeTeamSetupParty(), 'player-1', HOST, 'team-2')).toEqual({
      ok: false,
      error: 'Only the host can do that',
    });
  });

  it('[TEAM-5] the host moves anyone, or unassigns them', () => {
    const result = assign(makeTeamSetupParty(), HOST, 'player-1', null);
    expect(result.ok && result.state.members[1]?.teamId).toBeNull();
  });

  it('[TEAM-5] refuses an unknown team or member', () => {
    expect(assign(makeTeamSetupParty(), HOST, 'player-1', 'team-9')).toEqual({
      ok: false,
      error: 'Team not found',
    });
    expect(assign(makeTeamSetupParty(), HOST, 'zoe', 'team-1')).toEqual({
      ok: false,
      error: 'Member not found',
    });
  });

  it('[TEAM-6] during a game nobody switches; only the host places a newcomer, once', () => {
    let state = makePlayingParty({ players: 3 });
    const switchRefused = { ok: false, error: 'You cannot switch teams during the game' };
    expect(assign(state, 'player-1', 'player-1', 'team-1')).toEqual(switchRefused);
    expect(assign(state, HOST, 'player-1', 'team-1')).toEqual(switchRefused);
    expect(assign(state, HOST, 'player-1', null)).toEqual(switchRefused);
    state = joinMembers(state, ['late']);
    expect(state.members.find((m) => m.userId === 'late')?.teamId).toBeNull();
    expect(assign(state, 'late', 'late', 'team-1')).toEqual(switchRefused);
    const placed = assign(state, HOST, 'late', 'team-2');
    if (!placed.ok) throw new Error(placed.error);
    expect(placed.state.members.find((m) => m.userId === 'late')?.teamId).toBe('team-2');
    expect(assign(placed.state, HOST, 'late', 'team-1')).toEqual(switchRefused);
  });
});

describe('Teams are fixed while playing: leave and rejoin', () => {
  function leaveAndRejoin(state: PartyState, userId: string): PartyState {
    const left = run(state, { type: 'leave', userId, now: later(state) });
    return run(left, { type: 'join', userId, displayName: userId, now: later(left) });
  }

  it('[JOIN-5] a member who leaves and rejoins returns to the team they played in', () => {
    const state = makePlayingParty({ players: 3 });
    const before = state.members.find((m) => m.userId === 'player-1')?.teamId;
    const after = leaveAndRejoin(state, 'player-1');
    expect(after.members.find((m) => m.userId === 'player-1')?.teamId).toBe(before);
    expect(assign(after, 'player-1', 'player-1', after.party.activeTeamId)).toMatchObject({
      ok: false,
    });
  });

  it('[JOIN-5][TEAM-6] an outsider joining a running game is a spectator and cannot pick the active team', () => {
    const state = joinMembers(makePlayingParty(), ['outsider']);
    expect(state.members.find((m) => m.userId === 'outsider')?.teamId).toBeNull();
    expect(assign(state, 'outsider', 'outsider', state.party.activeTeamId).ok).toBe(false);
    const guessed = applyPartyCommand(state, {
      type: 'guess',
      userId: 'outsider',
      text: 'x',
      now: later(state),
    });
    expect(guessed).toEqual({ ok: false, error: "Not your team's turn" });
  });

  it('[PARTY-4][TEAM-6] after Play Again the game teams are forgotten and teams can change again', () => {
    const state = makePlayingParty();
    expect(Object.keys(state.party.gameTeams).sort()).toEqual([HOST, 'player-1'].sort());
    expect(makeTeamSetupParty().party.gameTeams).toEqual({});
  });
});

describe('Begin Game (online)', () => {
  const teams = [{ id: 'team-1' }, { id: 'team-2' }];

  it('[TEAM-7] warns "{n} player(s) still unassigned" while anyone has no team', () => {
    expect(
      beginValidation([{ teamId: 'team-1' }, { teamId: null }, { teamId: null }], teams),
    ).toEqual({
      canBegin: false,
      warning: '2 player(s) still unassigned',
      error: 'All players must be assigned to teams before starting the game.',
    });
  });

  it('[TEAM-7] warns "Each team must have at least one player" for an empty team', () => {
    expect(beginValidation([{ teamId: 'team-1' }, { teamId: 'team-1' }], teams)).toEqual({
      canBegin: false,
      warning: 'Each team must have at least one player',
      error: 'Each team must have at least one player.',
    });
  });

  it('[TEAM-7] passes when everyone has a team and every team a player', () => {
    expect(beginValidation([{ teamId: 'team-1' }, { teamId: 'team-2' }], teams).canBegin).toBe(
      true,
    );
  });

  it('[TEAM-7] Begin Game refuses with the product messages', () => {
    let state = makeTeamSetupParty();
    state = joinMembers(state, ['late']);
    expect(
      applyPartyCommand(state, { type: 'beginGame', userId: HOST, now: later(state) }),
    ).toEqual({
      ok: false,
      error: 'All players must be assigned to teams before starting the game.',
    });
    state = run(state, {
      type: 'assignTeam',
      userId: HOST,
      targetUserId: 'player-1',
      teamId: 'team-1',
      now: later(state),
    });
    state = run(state, {
      type: 'assignTeam',
      userId: HOST,
      targetUserId: 'late',
      teamId: 'team-1',
      now: later(state),
    });
    expect(
      applyPartyCommand(state, { type: 'beginGame', userId: HOST, now: later(state) }),
    ).toEqual({
      ok: false,
      error: 'Each team must have at least one player.',
    });
  });

  it('[TEAM-7] kicked members do not count as unassigned', () => {
    let state = joinMembers(makeTeamSetupParty(), ['late']);
    state = run(state, { type: 'kick', userId: HOST, targetUserId: 'late', now: later(state) });
    expect(
      applyPartyCommand(state, { type: 'beginGame', userId: HOST, now: later(state) }).ok,
    ).toBe(true);
  });

  it('[TEAM-7][PARTY-2] is refused outside team assignment', () => {
    const state = joinMembers(makeParty(), ['bob']);
    expect(
      applyPartyCommand(state, { type: 'beginGame', userId: HOST, now: later(state) }),
    ).toEqual({
      ok: false,
      error: 'Not allowed while the party status is lobby',
    });
  });
});
