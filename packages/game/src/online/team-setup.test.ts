import { describe, expect, it } from 'vitest';
import { HOST, later, makeSetupParty, run } from '../testing/party-builders';
import { applyPartyCommand } from './apply-command';
import type { PartyState } from './party-state';
import { setupValidation } from './team-setup';

function save(state: PartyState, teamNames: string[], maxAttempts = 3, turnSeconds = 30) {
  return applyPartyCommand(state, {
    type: 'saveTeams',
    userId: HOST,
    teamNames,
    maxAttempts,
    turnSeconds,
    now: later(state),
  });
}

describe('Online setup: the shared validation', () => {
  it('[TEAM-2] passes 2 valid names with enough members', () => {
    expect(setupValidation(['Red', 'Blue'], 2)).toEqual({
      canContinue: true,
      hint: null,
      notice: null,
    });
  });

  it('[TEAM-2] needs at least 2 valid names: "Please ensure at least 2 teams have valid names"', () => {
    expect(setupValidation(['Red', '  '], 3)).toEqual({
      canContinue: false,
      hint: 'Please ensure at least 2 teams have valid names',
      notice: null,
    });
  });

  it('[TEAM-2] no more valid names than members: "Reduce teams to {n} or fewer" and the red notice', () => {
    expect(setupValidation(['A', 'B', 'C'], 2)).toEqual({
      canContinue: false,
      hint: 'Reduce teams to 2 or fewer',
      notice: 'Cannot have more teams (3) than players (2)',
    });
  });

  it('[TEAM-2] the notice counts list entries even when a blank one keeps the valid names in range', () => {
    expect(setupValidation(['A', 'B', ''], 2)).toEqual({
      canContinue: true,
      hint: null,
      notice: 'Cannot have more teams (3) than players (2)',
    });
  });

  it('[TEAM-2][TEAM-1] never more than 4 teams', () => {
    expect(setupValidation(['A', 'B', 'C', 'D', 'E'], 9).hint).toBe('Reduce teams to 4 or fewer');
  });
});

describe('"Team Setup" saves the teams and sets team_setup', () => {
  it('[TEAM-2][SETUP-3] saves trimmed names with ids team-1.., zero score and attempts, numTeams and the settings', () => {
    const result = save(makeSetupParty({ players: 2 }), [' Red ', 'Blue', ' Green'], 5, 45);
    expect(result.ok && result.state.party).toMatchObject({
      status: 'team_setup',
      numTeams: 3,
      maxAttempts: 5,
      turnSeconds: 45,
      teams: [
        { id: 'team-1', name: 'Red', score: 0, attempts: 0 },
        { id: 'team-2', name: 'Blue', score: 0, attempts: 0 },
        { id: 'team-3', name: 'Green', score: 0, attempts: 0 },
      ],
    });
  });

  it('[TEAM-3] spreads everyone evenly when nobody has a team yet', () => {
    const result = save(makeSetupParty({ players: 3 }), ['Red', 'Blue']);
    expect(result.ok && result.state.members.map((m) => m.teamId)).toEqual([
      'team-1',
      'team-2',
      'team-1',
      'team-2',
    ]);
  });

  it('[TEAM-3] keeps chosen places, and unassigns members of a team that no longer exists', () => {
    let state = makeSetupParty({ players: 2 });
    state = run(state, {
      type: 'assignTeam',
      userId: 'player-1',
      targetUserId: 'player-1',
      teamId: 'team-2',
      now: later(state),
    });
    const result = save(state, ['Red', 'Blue']);
    expect(result.ok && result.state.members.map((m) => m.teamId)).toEqual([null, 'team-2', null]);
  });

  it('[TEAM-2] refuses invalid names with the product hint', () => {
    expect(save(makeSetupParty(), ['Red', ''])).toEqual({
      ok: false,
      error: 'Please ensure at least 2 teams have valid names',
    });
    expect(save(makeSetupParty(), ['A', 'B', 'C'])).toEqual({
      ok: false,
      error: 'Reduce teams to 2 or fewer',
    });
  });

  it('[SETUP-1][SETUP-2] max attempts is 1 to 5 and time per turn 10 to 120 in steps of 5', () => {
    const state = makeSetupParty();
    expect(save(state, ['A', 'B'], 0)).toEqual({
      ok: false,
      error: 'Max attempts must be a whole number from 1 to 5',
    });
    expect(save(state, ['A', 'B'], 6)).toEqual({
      ok: false,
      error: 'Max attempts must be a whole number from 1 to 5',
    });
    for (const seconds of [5, 125, 12]) {
      expect(save(state, ['A', 'B'], 3, seconds)).toEqual({
        ok: false,
        error: 'Time per turn must be 10 to 120 seconds in steps of 5',
      });
    }
    expect(save(state, ['A', 'B'], 1, 10).ok).toBe(true);
    expect(save(state, ['A', 'B'], 5, 120).ok).toBe(true);
  });

  it('[ROLE-2][PARTY-2] only the host, and only in setup', () => {
    const state = makeSetupParty();
    const command = {
      type: 'saveTeams',
      teamNames: ['A', 'B'],
      maxAttempts: 3,
      turnSeconds: 30,
      now: later(state),
    } as const;
    expect(applyPartyCommand(state, { ...command, userId: 'player-1' })).toEqual({
      ok: false,
      error: 'Only the host can do that',
    });
    const saved = run(state, { ...command, userId: HOST });
    expect(applyPartyCommand(saved, { ...command, userId: HOST, now: later(saved) })).toEqual({
      ok: false,
      error: 'Not allowed while the party status is team_setup',
    });
  });
});
