import { describe, expect, it } from 'vitest';
import {
  HOST,
  joinMembers,
  later,
  makeParty,
  makeSetupParty,
  makeTeamSetupParty,
  run,
} from '../testing/party-builders';
import { makeGameType, makeTopic } from '../testing/topic-builders';
import { applyPartyCommand } from './apply-command';
import { canStart } from './lobby';

describe('Lobby start', () => {
  it('[JOIN-9] "Start Game" is offered only with at least 2 members', () => {
    expect(canStart(1)).toBe(false);
    expect(canStart(2)).toBe(true);
  });

  it('[JOIN-9] the host alone cannot start: "Need at least 2 players to start"', () => {
    expect(
      applyPartyCommand(makeParty(), {
        type: 'startGame',
        userId: HOST,
        now: 1 + makeParty().party.createdAt,
      }),
    ).toEqual({
      ok: false,
      error: 'Need at least 2 players to start',
    });
  });
});

describe('Online party status transitions', () => {
  it('[PARTY-2] lobby "Start Game" by the host sets choosing', () => {
    const state = joinMembers(makeParty(), ['bob']);
    expect(run(state, { type: 'startGame', userId: HOST, now: later(state) }).party.status).toBe(
      'choosing',
    );
  });

  it('[PARTY-2][ROLE-2] only the host starts, and only from the lobby', () => {
    const state = joinMembers(makeParty(), ['bob']);
    expect(
      applyPartyCommand(state, { type: 'startGame', userId: 'bob', now: later(state) }),
    ).toEqual({
      ok: false,
      error: 'Only the host can do that',
    });
    const choosing = run(state, { type: 'startGame', userId: HOST, now: later(state) });
    expect(
      applyPartyCommand(choosing, { type: 'startGame', userId: HOST, now: later(choosing) }),
    ).toEqual({
      ok: false,
      error: 'Not allowed while the party status is choosing',
    });
  });

  it('[PARTY-2] choosing a game type keeps choosing and sets gameType; a topic sets setup', () => {
    let state = joinMembers(makeParty(), ['bob']);
    state = run(state, { type: 'startGame', userId: HOST, now: later(state) });
    state = run(state, {
      type: 'chooseGameType',
      userId: HOST,
      gameType: makeGameType(),
      now: later(state),
    });
    expect(state.party).toMatchObject({ status: 'choosing', gameType: { id: 'top5-blitz' } });
    state = run(state, {
      type: 'chooseTopic',
      userId: HOST,
      topic: makeTopic(),
      now: later(state),
    });
    expect(state.party.status).toBe('setup');
    expect(state.party.topic?.id).toBe('largest-planets');
  });

  it('[PARTY-2][SETUP-4] a topic needs a game type first, and one of that game type', () => {
    let state = joinMembers(makeParty(), ['bob']);
    state = run(state, { type: 'startGame', userId: HOST, now: later(state) });
    const topic = makeTopic({ gameTypeId: 'family-feud' });
    expect(
      applyPartyCommand(state, { type: 'chooseTopic', userId: HOST, topic, now: later(state) }),
    ).toEqual({
      ok: false,
      error: 'Choose a game type first',
    });
    state = run(state, {
      type: 'chooseGameType',
      userId: HOST,
      gameType: makeGameType(),
      now: later(state),
    });
    expect(
      applyPartyCommand(state, { type: 'chooseTopic', userId: HOST, topic, now: later(state) }),
    ).toEqual({
      ok: false,
      error: 'This topic does not belong to the chosen game type',
    });
  });
});

describe('Party screens: the host\'s "Back to ..." links', () => {
  it('[PARTY-3] back to setup from team assignment', () => {
    const state = makeTeamSetupParty();
    expect(
      run(state, { type: 'goBack', userId: HOST, to: 'setup', now: later(state) }).party.status,
    ).toBe('setup');
  });

  it('[PARTY-3] back to topics keeps the game type and clears the topic', () => {
    const state = run(makeSetupParty(), {
      type: 'goBack',
      userId: HOST,
      to: 'topics',
      now: later(makeSetupParty()),
    });
    expect(state.party).toMatchObject({
      status: 'choosing',
      gameType: { id: 'top5-blitz' },
      topic: null,
    });
  });

  it('[PARTY-3] back to game selection clears both; back to lobby returns to lobby', () => {
    const setup = makeSetupParty();
    expect(
      run(setup, { type: 'goBack', userId: HOST, to: 'select', now: later(setup) }).party,
    ).toMatchObject({
      status: 'choosing',
      gameType: null,
      topic: null,
    });
    expect(
      run(setup, { type: 'goBack', userId: HOST, to: 'lobby', now: later(setup) }).party.status,
    ).toBe('lobby');
  });

  it('[PARTY-3] never goes forward, nor back during a game, nor for a non-host', () => {
    const setup = makeSetupParty();
    expect(
      applyPartyCommand(setup, { type: 'goBack', userId: HOST, to: 'setup', now: later(setup) }),
    ).toEqual({
      ok: false,
      error: 'Not allowed while the party status is setup',
    });
    expect(
      applyPartyCommand(setup, {
        type: 'goBack',
        userId: 'player-1',
        to: 'lobby',
        now: later(setup),
      }),
    ).toEqual({
      ok: false,
      error: 'Only the host can do that',
    });
  });
});
