import { describe, expect, it } from 'vitest';
import {
  HOST,
  joinMembers,
  later,
  makePlayingParty,
  makeTeamSetupParty,
  playTurn,
  skipCheck,
  run,
} from '../testing/party-builders';
import { applyPartyCommand } from './apply-command';
import type { PartyState } from './party-state';

function guessBy(state: PartyState, userId: string, text: string) {
  return applyPartyCommand(state, { type: 'guess', userId, text, now: later(state) });
}

describe('Online guess: the checks, in order', () => {
  it('[TURN-4] 1. the party must exist: "Party not found"', () => {
    expect(
      applyPartyCommand(undefined, { type: 'guess', userId: HOST, text: 'earth', now: 0 }),
    ).toEqual({
      ok: false,
      error: 'Party not found',
    });
  });

  it('[TURN-4] 2. the status must be playing: "Game is not in playing state"', () => {
    expect(guessBy(makeTeamSetupParty(), 'stranger', 'earth')).toEqual({
      ok: false,
      error: 'Game is not in playing state',
    });
  });

  it('[TURN-4] 3. the member must exist: "Member not found"', () => {
    expect(guessBy(makePlayingParty(), 'stranger', 'earth')).toEqual({
      ok: false,
      error: 'Member not found',
    });
  });

  it('[TURN-4] 4. the member\'s team must be active: "Not your team\'s turn"', () => {
    expect(guessBy(makePlayingParty(), 'player-1', 'earth')).toEqual({
      ok: false,
      error: "Not your team's turn",
    });
    const watcher = joinMembers(makePlayingParty(), ['late']);
    expect(guessBy(watcher, 'late', 'earth')).toEqual({ ok: false, error: "Not your team's turn" });
  });

  it('[TURN-4] 5. the active team must exist: "Active team not found"', () => {
    const state = makePlayingParty();
    const broken = { ...state, party: { ...state.party, teams: state.party.teams.slice(1) } };
    expect(guessBy(broken, HOST, 'earth')).toEqual({ ok: false, error: 'Active team not found' });
  });

  it('[TURN-4] 6. the team must have attempts left: "Team has no attempts left"', () => {
    const state = makePlayingParty();
    const spent = {
      ...state,
      party: { ...state.party, teams: state.party.teams.map((t) => ({ ...t, attempts: 3 })) },
    };
    expect(guessBy(spent, HOST, 'earth')).toEqual({
      ok: false,
      error: 'Team has no attempts left',
    });
  });

  it('[TURN-4][ROLE-5] a kicked member is told they were removed', () => {
    let state = makePlayingParty({ players: 3 });
    state = run(state, { type: 'kick', userId: HOST, targetUserId: 'player-2', now: later(state) });
    expect(guessBy(state, 'player-2', 'earth')).toEqual({
      ok: false,
      error: 'You were removed from the party',
    });
  });
});

describe('Online guess: scoring and attempts', () => {
  it('[SCORE-1][TURN-2] a correct guess earns 5 minus the rank, reveals it and costs one attempt', () => {
    const state = playTurn(makePlayingParty(), '  URANUS ');
    expect(state.party.teams[0]).toMatchObject({ score: 3, attempts: 1 });
    expect(state.party.revealedIndices).toEqual([2]);
    expect(state.guesses).toEqual([
      {
        userId: HOST,
        teamId: 'team-1',
        text: 'uranus',
        correct: true,
        rank: 2,
        points: 3,
        timedOut: false,
        turn: 1,
        at: expect.any(Number),
      },
    ]);
  });

  it('[TURN-2] a wrong guess costs one attempt and scores nothing', () => {
    const state = playTurn(makePlayingParty(), 'Pluto');
    expect(state.party.teams[0]).toMatchObject({ score: 0, attempts: 1 });
    expect(state.guesses[0]).toMatchObject({ text: 'pluto', correct: false, rank: -1, points: 0 });
  });

  it('[TURN-5] an already revealed answer is refused and costs nothing', () => {
    const state = playTurn(makePlayingParty(), 'jupiter');
    expect(guessBy(state, 'player-1', 'Jupiter')).toEqual({
      ok: false,
      error: 'This answer has already been given. Please try a different answer.',
    });
  });

  it('[TURN-7] an empty submission records "Time expired - no guess submitted" and spends the attempt', () => {
    const state = playTurn(makePlayingParty(), '   ');
    expect(state.guesses[0]).toMatchObject({
      text: 'Time expired - no guess submitted',
      timedOut: true,
      correct: false,
    });
    expect(state.party.teams[0]?.attempts).toBe(1);
    expect(state.party.activeTeamId).toBe('team-2');
  });
});

describe('Turns: the turn passes to the next team with attempts left', () => {
  it('[TURN-2][TURN-6] passes to the next team, starting a new turn with a fresh deadline', () => {
    const before = makePlayingParty({ turnSeconds: 45 });
    const now = later(before);
    const after = run(before, { type: 'guess', userId: HOST, text: 'mars', now });
    expect(after.party).toMatchObject({
      activeTeamId: 'team-2',
      turn: before.party.turn + 1,
      turnDeadline: now + 45_000,
    });
  });

  it('[TURN-2] skips a team with no attempts left', () => {
    let state = makePlayingParty({ teams: 3, maxAttempts: 1 });
    state = playTurn(state, 'mars'); // team-1 out
    state = playTurn(state, 'venus'); // team-2 out
    expect(state.party.activeTeamId).toBe('team-3');
    expect(state.party.status).toBe('playing');
  });

  it('[TURN-3] finishes with no active team when no team has attempts left', () => {
    let state = makePlayingParty({ maxAttempts: 1 });
    state = playTurn(state, 'mars');
    state = skipCheck(playTurn(state, 'venus'));
    expect(state.party).toMatchObject({
      status: 'finished',
      activeTeamId: null,
      turnDeadline: null,
    });
  });

  it('[TURN-3] finishes when all 5 answers are revealed', () => {
    let state = makePlayingParty({ maxAttempts: 3 });
    for (const answer of ['earth', 'neptune', 'uranus', 'saturn', 'jupiter'])
      state = playTurn(state, answer);
    expect(state.party.status).toBe('finished');
    expect(state.party.teams.map((t) => t.score)).toEqual([1 + 3 + 5, 2 + 4]);
  });
});

describe("Turn timers: the server's time-out", () => {
  it('[TURN-6] after the deadline, records "Time expired - no guess submitted", spends the attempt, passes the turn', () => {
    const state = makePlayingParty();
    const deadline = state.party.turnDeadline ?? 0;
    const after = run(state, { type: 'turnTimeout', turn: state.party.turn, now: deadline });
    expect(after.guesses).toEqual([
      {
        userId: null,
        teamId: 'team-1',
        text: 'Time expired - no guess submitted',
        correct: false,
        rank: -1,
        points: 0,
        timedOut: true,
        turn: state.party.turn,
        at: deadline,
      },
    ]);
    expect(after.party).toMatchObject({ activeTeamId: 'team-2', turn: state.party.turn + 1 });
    expect(after.party.teams[0]?.attempts).toBe(1);
  });

  it('[TURN-6] is refused before the deadline', () => {
    const state = makePlayingParty();
    const early = (state.party.turnDeadline ?? 0) - 1;
    expect(
      applyPartyCommand(state, { type: 'turnTimeout', turn: state.party.turn, now: early }),
    ).toEqual({
      ok: false,
      error: 'The turn has not timed out yet',
    });
  });

  it('[TURN-6] applies once: a repeat for the same turn is refused', () => {
    const state = makePlayingParty();
    const timeout = {
      type: 'turnTimeout',
      turn: state.party.turn,
      now: state.party.turnDeadline ?? 0,
    } as const;
    const after = run(state, timeout);
    expect(
      applyPartyCommand(after, { ...timeout, now: (after.party.turnDeadline ?? 0) + 1 }),
    ).toEqual({
      ok: false,
      error: 'This turn has already ended',
    });
  });

  it('[TURN-6] is refused once the game is over', () => {
    let state = makePlayingParty({ maxAttempts: 1 });
    const turn = state.party.turn;
    state = skipCheck(playTurn(playTurn(state, 'mars'), 'venus'));
    expect(
      applyPartyCommand(state, { type: 'turnTimeout', turn, now: later(state, 999_999) }),
    ).toEqual({
      ok: false,
      error: 'Game is not in playing state',
    });
  });
});
