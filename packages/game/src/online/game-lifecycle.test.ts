import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playUntilFinished } from '../testing/party-arbitraries';
import {
  HOST,
  later,
  makePlayingParty,
  makeTeamSetupParty,
  playTurn,
  skipCheck,
  run,
} from '../testing/party-builders';
import { makeTopic } from '../testing/topic-builders';
import { applyPartyCommand } from './apply-command';

describe('"Begin Game"', () => {
  it('[TURN-1][PARTY-2] sets playing, team-1 active, the settings and the first deadline', () => {
    const state = makeTeamSetupParty({ maxAttempts: 4, turnSeconds: 20 });
    const now = later(state);
    const playing = run(state, { type: 'beginGame', userId: HOST, now });
    // The first turn's clock starts after the 3 s "Get ready".
    expect(playing.party).toMatchObject({
      status: 'playing',
      activeTeamId: 'team-1',
      maxAttempts: 4,
      revealedIndices: [],
      getReadyUntil: now + 3000,
      turnDeadline: now + 3000 + 20_000,
    });
    expect(playing.party.turn).toBe(state.party.turn + 1);
  });

  it('[ROLE-2] only the host begins', () => {
    const state = makeTeamSetupParty();
    expect(
      applyPartyCommand(state, { type: 'beginGame', userId: 'player-1', now: later(state) }),
    ).toEqual({
      ok: false,
      error: 'Only the host can do that',
    });
  });
});

describe('"Play Again"', () => {
  function finishedParty() {
    let state = makePlayingParty({ teams: 3, maxAttempts: 1 });
    for (const text of ['jupiter', 'mars', 'venus']) state = playTurn(state, text);
    return skipCheck(state);
  }

  it('[PARTY-4] returns to the lobby keeping members, team names, assignments and settings', () => {
    const finished = finishedParty();
    expect(finished.party.status).toBe('finished');
    const state = run(finished, { type: 'playAgain', userId: HOST, now: later(finished) });
    expect(state.party).toMatchObject({
      status: 'lobby',
      topic: null,
      gameType: finished.party.gameType,
      revealedIndices: [],
      numTeams: 3,
      maxAttempts: finished.party.maxAttempts,
      turnSeconds: finished.party.turnSeconds,
      activeTeamId: null,
      turnDeadline: null,
      gameTeams: {},
      teams: finished.party.teams.map(({ id, name }) => ({ id, name, score: 0, attempts: 0 })),
    });
    expect(state.guesses).toEqual([]);
    expect(state.judgements).toEqual([]);
    expect(state.members).toEqual(finished.members);
  });

  it('[PARTY-4] the next game needs only Start Game, a topic, Team Setup and Begin; the teams stay', () => {
    const finished = finishedParty();
    let state = run(finished, { type: 'playAgain', userId: HOST, now: later(finished) });
    state = run(state, { type: 'startGame', userId: HOST, now: later(state) });
    state = run(state, {
      type: 'chooseTopic',
      userId: HOST,
      topic: makeTopic(),
      now: later(state),
    });
    const { teams, maxAttempts, turnSeconds } = state.party;
    state = run(state, {
      type: 'saveTeams',
      userId: HOST,
      teamNames: teams.map((t) => t.name),
      maxAttempts,
      turnSeconds,
      now: later(state),
    });
    state = run(state, { type: 'beginGame', userId: HOST, now: later(state) });
    expect(state.party.status).toBe('playing');
    expect(state.party.teams.map((t) => t.name)).toEqual(finished.party.teams.map((t) => t.name));
    expect(state.members.map((m) => m.teamId)).toEqual(finished.members.map((m) => m.teamId));
  });

  it('[PARTY-4] property: any finished game plays again with the same teams and places, at zero', () => {
    const parties = fc
      .record({
        teams: fc.integer({ min: 2, max: 4 }),
        maxAttempts: fc.integer({ min: 1, max: 5 }),
        extra: fc.integer({ min: 0, max: 3 }),
      })
      .map(({ teams, maxAttempts, extra }) =>
        playUntilFinished(makePlayingParty({ teams, maxAttempts, players: teams - 1 + extra })),
      );
    fc.assert(
      fc.property(parties, (finished) => {
        const again = run(finished, { type: 'playAgain', userId: HOST, now: later(finished) });
        expect(again.party.status).toBe('lobby');
        expect(again.party.teams.map((t) => [t.id, t.name])).toEqual(
          finished.party.teams.map((t) => [t.id, t.name]),
        );
        expect(again.party.teams.every((t) => t.score === 0 && t.attempts === 0)).toBe(true);
        expect(again.members).toEqual(finished.members);
        expect(again.guesses).toEqual([]);
      }),
      { numRuns: 50 },
    );
  });

  it('[PARTY-4][ROLE-2] only the host, and only once finished', () => {
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
