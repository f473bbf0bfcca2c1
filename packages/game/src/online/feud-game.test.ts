import { describe, expect, it } from 'vitest';
import {
  faceOffOnlyMessage,
  floorOnlyMessage,
  floorTurnMessage,
  MESSAGES,
  stealOnlyMessage,
} from '../messages';
import { HOST, later, makePlayingParty, run, skipCheck } from '../testing/party-builders';
import { makeGameType, makeTopic } from '../testing/topic-builders';
import { applyPartyCommand } from './apply-command';
import { teamMembers } from './feud-party';
import type { PartyState } from './party-state';
import { sharedPartyView } from './party-view';

/** Two teams of two: team-1 host and player-2, team-2 player-1 and player-3. */
function feudParty(options: { turnSeconds?: number; teams?: number; players?: number } = {}) {
  return makePlayingParty({ teams: 2, players: 3, ruleSet: 'feud', ...options });
}

function guess(state: PartyState, userId: string, text: string) {
  return applyPartyCommand(state, { type: 'guess', userId, text, now: later(state) });
}

function play(state: PartyState, userId: string, text: string): PartyState {
  return run(state, { type: 'guess', userId, text, now: later(state) });
}

function faceOff(state: PartyState, first: string, second: string): PartyState {
  const [a, b] = state.party.faceOffUserIds ?? ['', ''];
  const answered = play(state, a, first);
  return answered.party.feud?.phase === 'faceOff' ? play(answered, b, second) : answered;
}

/** Whose go it is on the floor. */
function turnUser(state: PartyState): string {
  const id = state.party.feudTurnUserId;
  if (id === undefined || id === null) throw new Error('nobody on the floor');
  return id;
}

function strike(state: PartyState): PartyState {
  return play(state, turnUser(state), 'pluto');
}

function timeout(state: PartyState): PartyState {
  const deadline = state.party.turnDeadline ?? later(state);
  return run(state, { type: 'turnTimeout', turn: state.party.turn, now: deadline + 1 });
}

/** Team 1 wins the face-off with Saturn over Uranus, then three strikes open the steal. */
function toSteal(): PartyState {
  let state = faceOff(feudParty(), 'saturn', 'uranus');
  for (let i = 0; i < 3; i += 1) state = strike(state);
  return state;
}

describe('Feud online: a game', () => {
  it('[FEUD-7] Begin Game by Feud rules opens the face-off: no team active, one player of each face-off team', () => {
    const state = feudParty();
    expect(state.party.ruleSet).toBe('feud');
    expect(state.party.feud).toMatchObject({ phase: 'faceOff', faceOffTeams: [0, 1], bank: 0 });
    expect(state.party.activeTeamId).toBeNull();
    expect(state.party.faceOffUserIds).toEqual([HOST, 'player-1']);
    expect(state.party.feudTurnUserId).toBeNull();
    const shared = sharedPartyView(state).party;
    expect(shared.feud).toEqual(state.party.feud);
    expect(shared.faceOffUserIds).toEqual([HOST, 'player-1']);
    const classic = makePlayingParty({ teams: 2, players: 3 });
    expect(classic.party.feud).toBeUndefined();
    expect(classic.party.activeTeamId).toBe('team-1');
  });

  it('[FEUD-8] only the two face-off players answer, once each per pair', () => {
    const state = feudParty();
    const refused = guess(state, 'player-2', 'jupiter');
    expect(refused).toEqual({ ok: false, error: faceOffOnlyMessage('Host', 'player-1') });
    const answered = play(state, HOST, 'neptune');
    expect(answered.party.turn).toBe(state.party.turn);
    expect(guess(answered, HOST, 'saturn')).toEqual({ ok: false, error: MESSAGES.faceOffAnswered });
    expect(guess(answered, 'player-1', 'neptune')).toEqual({
      ok: false,
      error: MESSAGES.duplicateAnswer,
    });
  });

  it('[FEUD-7][FEUD-8] the better answer takes the floor; only the member in turn guesses, one at a time', () => {
    const state = faceOff(feudParty(), 'uranus', 'saturn');
    expect(state.party.feud).toMatchObject({ phase: 'floor', controlTeam: 1, bank: 7 });
    expect(state.party.activeTeamId).toBe('team-2');
    expect(state.party.faceOffUserIds).toBeNull();
    const [first, second] = teamMembers(state, 'team-2').map((m) => m.userId);
    expect(state.party.feudTurnUserId).toBe(first);
    expect(guess(state, HOST, 'jupiter')).toEqual({ ok: false, error: floorOnlyMessage('Team 2') });
    expect(guess(state, second ?? '', 'jupiter')).toEqual({
      ok: false,
      error: floorTurnMessage(first ?? ''),
    });
    const next = play(state, first ?? '', 'jupiter');
    expect(next.party.feud?.bank).toBe(12);
    expect(next.party.feudTurnUserId).toBe(second);
    expect(next.party.turn).toBe(state.party.turn + 1);
    expect(next.party.teams.map((t) => t.score)).toEqual([0, 0]);
  });

  it('[FEUD-3][FEUD-7] a cleared board finishes the game: the team in control scores the bank', () => {
    let state = faceOff(feudParty(), 'jupiter', 'saturn');
    for (const answer of ['saturn', 'uranus', 'neptune', 'earth'])
      state = play(state, turnUser(state), answer);
    expect(state.party.status).toBe('finished');
    expect(state.party.feud).toMatchObject({
      phase: 'done',
      winner: 0,
      wonBy: 'cleared',
      bank: 15,
    });
    expect(state.party.teams.map((t) => t.score)).toEqual([15, 0]);
  });

  it('[FEUD-4][FEUD-8] after three strikes any member of the other team may steal, and the first guess counts', () => {
    const state = toSteal();
    expect(state.party.feud).toMatchObject({ phase: 'steal', strikes: 3, stealQueue: [1] });
    expect(state.party.activeTeamId).toBe('team-2');
    expect(state.party.feudTurnUserId).toBeNull();
    expect(guess(state, HOST, 'jupiter')).toEqual({ ok: false, error: stealOnlyMessage('Team 2') });
    const stolen = play(state, 'player-3', 'jupiter');
    expect(stolen.party.status).toBe('finished');
    expect(stolen.party.feud).toMatchObject({ winner: 1, wonBy: 'steal', bank: 12 });
    expect(stolen.party.teams.map((t) => t.score)).toEqual([0, 12]);
  });

  it('[FEUD-4][FEUD-7] a missed steal leaves the bank to the team that held the floor', () => {
    const held = skipCheck(play(toSteal(), 'player-1', 'pluto'));
    expect(held.party.status).toBe('finished');
    expect(held.party.feud).toMatchObject({ winner: 0, wonBy: 'held', bank: 7 });
    expect(held.party.teams.map((t) => t.score)).toEqual([7, 0]);
  });
});

describe('Feud online: time-outs', () => {
  it('[FEUD-11] a face-off nobody answers is two misses: the next pair goes, the next players', () => {
    const state = feudParty();
    const next = timeout(state);
    expect(next.guesses.filter((g) => g.timedOut)).toHaveLength(2);
    expect(next.party.feud).toMatchObject({ phase: 'faceOff', faceOffPair: 1 });
    expect(next.party.faceOffUserIds).toEqual(['player-2', 'player-3']);
    expect(next.party.turn).toBe(state.party.turn + 1);
  });

  it('[FEUD-11] a face-off answered by one player only: the time-out is a miss for the other', () => {
    const next = timeout(play(feudParty(), 'player-1', 'earth'));
    expect(next.party.feud).toMatchObject({ phase: 'floor', controlTeam: 1, bank: 1 });
  });

  it('[FEUD-11] on the floor a time-out is a strike; in the steal, a failed steal', () => {
    const floor = faceOff(feudParty(), 'saturn', 'uranus');
    expect(timeout(floor).party.feud).toMatchObject({ phase: 'floor', strikes: 1 });
    const held = timeout(toSteal());
    expect(held.party.status).toBe('finished');
    expect(held.party.feud).toMatchObject({ wonBy: 'held', winner: 0 });
  });
});

describe('Feud online: the host', () => {
  it('[FEUD-9] the host picks the face-off players, one of each face-off team, before any answer', () => {
    const state = feudParty();
    const pick = (s: PartyState, userId: string, userIds: string[]) =>
      applyPartyCommand(s, { type: 'pickFaceOff', userId, userIds, now: later(s) });
    const picked = pick(state, HOST, ['player-3', 'player-2']);
    expect(picked.ok && picked.state.party.faceOffUserIds).toEqual(['player-2', 'player-3']);
    expect(pick(state, 'player-1', ['player-2', 'player-3'])).toEqual({
      ok: false,
      error: MESSAGES.notHost,
    });
    expect(pick(state, HOST, ['player-2', HOST])).toEqual({
      ok: false,
      error: MESSAGES.faceOffPickTeams,
    });
    const answered = play(state, HOST, 'earth');
    expect(pick(answered, HOST, ['player-2', 'player-3'])).toEqual({
      ok: false,
      error: MESSAGES.faceOffStarted,
    });
    const classic = makePlayingParty({ teams: 2, players: 3 });
    expect(pick(classic, HOST, ['player-2', 'player-3'])).toEqual({
      ok: false,
      error: MESSAGES.notFeudGame,
    });
  });

  it('[FEUD-10] an accepted floor strike is a reveal; undo restores the round', () => {
    const floor = faceOff(feudParty(), 'saturn', 'uranus');
    const struck = strike(floor);
    const index = struck.guesses.length - 1;
    const ref = { guessIndex: index, turn: struck.guesses[index]?.turn ?? 0 };
    const accepted = run(struck, {
      type: 'acceptGuess',
      userId: HOST,
      ...ref,
      rank: 4,
      now: later(struck),
    });
    expect(accepted.party.feud).toMatchObject({ phase: 'floor', strikes: 0, bank: 8 });
    expect(accepted.party.revealedIndices).toContain(4);
    const undone = run(accepted, {
      type: 'undoJudgement',
      userId: HOST,
      judgementId: 0,
      now: later(accepted),
    });
    expect(undone.party.feud).toEqual(struck.party.feud);
    expect(undone.party.revealedIndices).not.toContain(4);
    const movedOn = strike(accepted);
    expect(
      applyPartyCommand(movedOn, {
        type: 'undoJudgement',
        userId: HOST,
        judgementId: 0,
        now: later(movedOn),
      }),
    ).toEqual({ ok: false, error: MESSAGES.cannotUndoNow });
  });

  it('[FEUD-10] accepting the missed steal in the checking window makes the steal succeed', () => {
    const missed = play(toSteal(), 'player-1', 'pluto');
    expect(missed.party.hostChecking).toBe(true);
    const index = missed.guesses.length - 1;
    const turn = missed.guesses[index]?.turn ?? 0;
    const stolen = run(missed, {
      type: 'acceptGuess',
      userId: HOST,
      guessIndex: index,
      turn,
      rank: 0,
      now: later(missed),
    });
    expect(stolen.party.status).toBe('finished');
    expect(stolen.party.feud).toMatchObject({ winner: 1, wonBy: 'steal', bank: 12 });
    expect(stolen.party.teams.map((t) => t.score)).toEqual([0, 12]);
  });

  it('[FEUD-5][FEUD-7] an adjustment adds to the bank won; pause holds the turn', () => {
    const state = feudParty();
    const paused = run(state, { type: 'pauseGame', userId: HOST, now: later(state) });
    expect(guess(paused, HOST, 'jupiter')).toEqual({ ok: false, error: MESSAGES.gamePaused });
    const resumed = run(paused, { type: 'resumeGame', userId: HOST, now: later(paused) });
    let done = faceOff(resumed, 'jupiter', 'saturn');
    for (const answer of ['saturn', 'uranus', 'neptune', 'earth'])
      done = play(done, turnUser(done), answer);
    const adjusted = run(done, {
      type: 'adjustScore',
      userId: HOST,
      teamId: 'team-2',
      points: 2,
      now: later(done),
    });
    expect(adjusted.party.teams.map((t) => t.score)).toEqual([15, 2]);
  });

  it('[FEUD-7] Next Round keeps the rule set, rotates the face-off and records the game as a round', () => {
    let done = faceOff(feudParty(), 'jupiter', 'saturn');
    for (const answer of ['saturn', 'uranus', 'neptune', 'earth'])
      done = play(done, turnUser(done), answer);
    const next = run(done, {
      type: 'quickStart',
      userId: HOST,
      gameType: makeGameType(),
      topic: makeTopic({ title: 'Again' }),
      now: later(done),
    });
    expect(next.party.ruleSet).toBe('feud');
    expect(next.party.feud).toMatchObject({ phase: 'faceOff', faceOffTeams: [1, 0] });
    expect(next.party.faceOffUserIds).toEqual(['player-3', 'player-2']);
    expect(next.party.rounds?.[0]?.teams.map((t) => t.score)).toEqual([15, 0]);
    const classic = run(done, {
      type: 'quickStart',
      userId: HOST,
      gameType: makeGameType(),
      topic: makeTopic({ title: 'Again' }),
      ruleSet: 'classic',
      now: later(done),
    });
    expect(classic.party.ruleSet).toBe('classic');
    expect(classic.party.feud).toBeNull();
    expect(classic.party.activeTeamId).toBe('team-1');
    const again = run(done, { type: 'playAgain', userId: HOST, now: later(done) });
    expect(again.party.ruleSet).toBe('feud');
  });
});
