import { describe, expect, it } from 'vitest';
import { HOST, later, makePlayingParty, playTurn, run, skipCheck } from '../testing/party-builders';
import { applyPartyCommand } from './apply-command';
import type { PartyState } from './party-state';

const adjust = (state: PartyState, points: number, userId = HOST, teamId = 'team-2') =>
  applyPartyCommand(state, { type: 'adjustScore', userId, teamId, points, now: later(state) });
const undo = (state: PartyState, judgementId: number, userId = HOST) =>
  applyPartyCommand(state, { type: 'undoJudgement', userId, judgementId, now: later(state) });

describe('Adjust a score', () => {
  it('[JUDGE-4][JUDGE-7] gives and takes points from a team and records who, when and what', () => {
    const state = makePlayingParty();
    const result = adjust(state, 1);
    if (!result.ok) throw new Error(result.error);
    expect(result.state.party.teams.map((t) => t.score)).toEqual([0, 1]);
    expect(result.state.judgements).toEqual([
      expect.objectContaining({ kind: 'adjust', byUserId: HOST, teamId: 'team-2', points: 1 }),
    ]);
  });

  it('[JUDGE-4][SCORE-2] never takes a score below 0, and refuses 0, more than 10 and an unknown team', () => {
    const state = makePlayingParty();
    expect(adjust(state, -1)).toEqual({ ok: false, error: 'Scores never go below 0' });
    expect(adjust(state, 0).ok).toBe(false);
    expect(adjust(state, 11).ok).toBe(false);
    expect(adjust(state, 1, HOST, 'team-9')).toEqual({ ok: false, error: 'Team not found' });
  });

  it("[JUDGE-4][ROLE-2] is the host's alone, and only during a game or on its results", () => {
    expect(adjust(makePlayingParty(), 1, 'player-1')).toEqual({
      ok: false,
      error: 'Only the host can do that',
    });
    expect(adjust(makePlayingParty({ players: 1 }), 1, 'player-1').ok).toBe(false);
  });
});

describe('Undo', () => {
  it('[JUDGE-6] takes back an adjustment and marks it undone; a second undo is refused', () => {
    const state = run(makePlayingParty(), {
      type: 'adjustScore',
      userId: HOST,
      teamId: 'team-2',
      points: 2,
      now: later(makePlayingParty()),
    });
    const result = undo(state, 0);
    if (!result.ok) throw new Error(result.error);
    expect(result.state.party.teams.map((t) => t.score)).toEqual([0, 0]);
    expect(result.state.judgements[0]?.undoneAt).not.toBeNull();
    expect(undo(result.state, 0)).toEqual({
      ok: false,
      error: 'This correction was already undone',
    });
  });

  it('[JUDGE-6] takes back an accept: the guess is missed again and its answer hidden again', () => {
    let state = playTurn(makePlayingParty(), 'jupe');
    state = run(state, {
      type: 'acceptGuess',
      userId: HOST,
      guessIndex: 0,
      turn: state.guesses[0]?.turn ?? 0,
      rank: 0,
      now: later(state),
    });
    const result = undo(state, 0);
    if (!result.ok) throw new Error(result.error);
    expect(result.state.party.revealedIndices).toEqual([]);
    expect(result.state.guesses[0]).toMatchObject({ correct: false, rank: -1, points: 0 });
    expect(result.state.party.teams[0]?.score).toBe(0);
  });

  it('[JUDGE-6][SCORE-2] refuses an undo that would take a score below 0, and one from a player', () => {
    let state = playTurn(makePlayingParty(), 'saturn');
    state = run(state, {
      type: 'adjustScore',
      userId: HOST,
      teamId: 'team-1',
      points: 2,
      now: later(state),
    });
    state = run(state, {
      type: 'adjustScore',
      userId: HOST,
      teamId: 'team-1',
      points: -6,
      now: later(state),
    });
    expect(state.party.teams[0]?.score).toBe(0);
    expect(undo(state, 0)).toEqual({ ok: false, error: 'Scores never go below 0' });
    expect(undo(state, 1, 'player-1')).toEqual({ ok: false, error: 'Only the host can do that' });
  });

  it('[JUDGE-6] refuses once the game has moved on from the status the correction was made in', () => {
    let state = makePlayingParty({ maxAttempts: 1 });
    state = run(state, {
      type: 'adjustScore',
      userId: HOST,
      teamId: 'team-1',
      points: 1,
      now: later(state),
    });
    state = skipCheck(playTurn(playTurn(state, 'mars'), 'venus'));
    expect(state.party.status).toBe('finished');
    expect(undo(state, 0)).toEqual({ ok: false, error: 'This correction can no longer be undone' });
  });
});
