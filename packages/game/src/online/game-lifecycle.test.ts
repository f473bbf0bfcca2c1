import { describe, expect, it } from 'vitest';
import {
  HOST,
  later,
  makePlayingParty,
  makeTeamSetupParty,
  playTurn,
  run,
} from '../testing/party-builders';
import { applyPartyCommand } from './apply-command';

describe('SPEC §4 "Begin Game"', () => {
  it('sets playing, team-1 active, the settings and the first deadline', () => {
    const state = makeTeamSetupParty({ maxAttempts: 4, turnSeconds: 20 });
    const now = later(state);
    const playing = run(state, { type: 'beginGame', userId: HOST, now });
    expect(playing.party).toMatchObject({
      status: 'playing',
      activeTeamId: 'team-1',
      maxAttempts: 4,
      revealedIndices: [],
      turnDeadline: now + 20_000,
    });
    expect(playing.party.turn).toBe(state.party.turn + 1);
  });

  it('only the host begins', () => {
    const state = makeTeamSetupParty();
    expect(
      applyPartyCommand(state, { type: 'beginGame', userId: 'player-1', now: later(state) }),
    ).toEqual({
      ok: false,
      error: 'Only the host can do that',
    });
  });
});

describe('SPEC §4 "Play Again"', () => {
  function finishedParty() {
    let state = makePlayingParty({ teams: 3, maxAttempts: 1 });
    for (const text of ['jupiter', 'mars', 'venus']) state = playTurn(state, text);
    return state;
  }

  it('resets to choosing: no topic, game type or revealed answers, two teams at zero', () => {
    const finished = finishedParty();
    expect(finished.party.status).toBe('finished');
    const state = run(finished, { type: 'playAgain', userId: HOST, now: later(finished) });
    expect(state.party).toMatchObject({
      status: 'choosing',
      topic: null,
      gameType: null,
      revealedIndices: [],
      numTeams: 2,
      activeTeamId: null,
      turnDeadline: null,
      teams: [
        { id: 'team-1', name: 'Team 1', score: 0, attempts: 0 },
        { id: 'team-2', name: 'Team 2', score: 0, attempts: 0 },
      ],
    });
    expect(state.guesses).toEqual([]);
    expect(state.members.map((m) => m.teamId)).toEqual(['team-1', 'team-2', null]);
  });

  it('only the host, and only once finished', () => {
    const finished = finishedParty();
    expect(
      applyPartyCommand(finished, { type: 'playAgain', userId: 'player-1', now: later(finished) }),
    ).toEqual({
      ok: false,
      error: 'Only the host can do that',
    });
    const playing = makePlayingParty();
    expect(
      applyPartyCommand(playing, { type: 'playAgain', userId: HOST, now: later(playing) }),
    ).toEqual({
      ok: false,
      error: 'Not allowed while the party status is playing',
    });
  });
});
