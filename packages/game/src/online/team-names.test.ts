import { describe, expect, it } from 'vitest';
import { HOST, later, makeSetupParty } from '../testing/party-builders';
import { REFUSED_NAMES, refusalOf } from '../testing/name-attacks';
import { applyPartyCommand } from './apply-command';
import type { PartyState } from './party-state';

function save(state: PartyState, teamNames: string[]) {
  return applyPartyCommand(state, {
    type: 'saveTeams',
    userId: HOST,
    teamNames,
    maxAttempts: 3,
    turnSeconds: 30,
    now: later(state),
  });
}

describe('Team names go through the name rule', () => {
  it.each(REFUSED_NAMES)('[NAME-1] refuses a team named with $attack', (attack) => {
    const result = save(makeSetupParty({ players: 1 }), ['Red', attack.name]);
    expect(result).toEqual({ ok: false, error: refusalOf(attack, 'team') });
  });

  it.each([
    ['Team 1', 'Team 1', 'Team names must be different: "Team 1" is used twice'],
    ['Team 1', 'Team l', 'Team names must be different: "Team l" looks like "Team 1"'],
    ['Red', 'R\u0435d', 'Team names must be different: "R\u0435d" looks like "Red"'],
    ['Blue', ' BLUE ', 'Team names must be different: "BLUE" looks like "Blue"'],
  ])('[NAME-8] refuses look-alike team names %j and %j', (first, second, error) => {
    expect(save(makeSetupParty({ players: 1 }), [first, second])).toEqual({ ok: false, error });
  });

  it('[TEAM-2] saves normalised names and still drops blank entries', () => {
    const result = save(makeSetupParty({ players: 2 }), ['  Ｒed  Team ', '', 'Blue']);
    expect(result.ok && result.state.party.teams.map((t) => t.name)).toEqual(['Red Team', 'Blue']);
  });
});
