import { describe, expect, it } from 'vitest';
import { makeTopic } from '../testing/topic-builders';
import {
  HOST,
  later,
  makePlayingParty,
  makeTeamSetupParty,
  playTurn,
  skipCheck,
  run,
} from '../testing/party-builders';
import { applyPartyCommand } from './apply-command';
import { proposeAnswer } from './host-judgement';
import { hostModeOf, isQuizmaster } from './host-mode';
import type { PartyState } from './party-state';
import { partyView } from './party-view';

const COUNTRIES = makeTopic({
  answers: ['China', 'India', 'United States', 'Indonesia', 'Pakistan'],
  title: 'Most populous countries',
});

/** Host plays on team-1; player-1 on team-2, player-2 on team-1. */
const playing = () => makePlayingParty({ players: 2, topic: COUNTRIES });

/** The host judges from no team: player-1 on team-1, player-2 on team-2. */
function quizmasterParty(): PartyState {
  let state = makeTeamSetupParty({ players: 2, topic: COUNTRIES });
  state = run(state, { type: 'setHostMode', userId: HOST, mode: 'quizmaster', now: later(state) });
  state = run(state, { type: 'redistributeTeams', userId: HOST, now: later(state) });
  return run(state, { type: 'beginGame', userId: HOST, now: later(state) });
}

const accept = (state: PartyState, rank: number, userId = HOST, guessIndex = 0) =>
  applyPartyCommand(state, {
    type: 'acceptGuess',
    userId,
    guessIndex,
    turn: state.guesses[guessIndex]?.turn ?? 0,
    rank,
    now: later(state),
  });

describe('Two ways to host', () => {
  it('[HOST-4][TEAM-7] a quizmaster is on no team, the others are spread over the teams, and the game begins', () => {
    const state = quizmasterParty();
    expect(state.members.find((m) => m.userId === HOST)?.teamId).toBeNull();
    expect(state.members.filter((m) => m.teamId !== null)).toHaveLength(2);
    expect(state.party.status).toBe('playing');
  });

  it("[VIEW-2] only the quizmaster's own view holds every answer; players and the host who plays see none", () => {
    const state = quizmasterParty();
    expect(partyView(state, HOST).viewer.hostView?.map((a) => a.text)).toEqual([
      'China',
      'India',
      'United States',
      'Indonesia',
      'Pakistan',
    ]);
    expect(partyView(state, HOST).party.topic?.answers).toEqual([]);
    expect(partyView(state, 'player-1').viewer.hostView).toBeNull();
    expect(partyView(playing(), HOST).viewer.hostView).toBeNull();
  });

  it('[HOST-4] a quizmaster who hands over the host role never joins a team in that game', () => {
    let state = quizmasterParty();
    state = run(state, {
      type: 'promote',
      userId: HOST,
      targetUserId: 'player-1',
      now: later(state),
    });
    expect(partyView(state, HOST).viewer.hostView).toBeNull();
    const placed = applyPartyCommand(state, {
      type: 'assignTeam',
      userId: 'player-1',
      targetUserId: HOST,
      teamId: 'team-1',
      now: later(state),
    });
    expect(placed).toMatchObject({ ok: false });
  });

  /** In team setup the host chose "I'll host, not play", then handed the host role to player-1. */
  function quizmasterHandedOver(): PartyState {
    let state = makeTeamSetupParty({ players: 2, topic: COUNTRIES });
    state = run(state, {
      type: 'setHostMode',
      userId: HOST,
      mode: 'quizmaster',
      now: later(state),
    });
    return run(state, {
      type: 'promote',
      userId: HOST,
      targetUserId: 'player-1',
      now: later(state),
    });
  }

  const hostAgain = (state: PartyState) =>
    run(state, { type: 'promote', userId: 'player-1', targetUserId: HOST, now: later(state) });

  it('[HOST-4] a former quizmaster put on a team while someone else hosts plays when made host again (sees no answer)', () => {
    let state = quizmasterHandedOver();
    state = run(state, { type: 'redistributeTeams', userId: 'player-1', now: later(state) });
    const team = state.members.find((m) => m.userId === HOST)?.teamId ?? null;
    expect(team).not.toBeNull();
    state = hostAgain(state);
    state = run(state, { type: 'beginGame', userId: HOST, now: later(state) });
    expect(isQuizmaster(state, HOST)).toBe(false);
    expect(hostModeOf(state)).toBe('plays');
    expect(partyView(state, HOST).viewer).toMatchObject({ teamId: team, hostView: null });
  });

  it('[HOST-4] a former quizmaster the new host puts on a team by hand plays too', () => {
    let state = quizmasterHandedOver();
    state = run(state, {
      type: 'assignTeam',
      userId: 'player-1',
      targetUserId: HOST,
      teamId: 'team-2',
      now: later(state),
    });
    expect(state.party.quizmasterId).toBeNull();
    expect(isQuizmaster(hostAgain(state), HOST)).toBe(false);
  });
});

describe('Accept a refused guess', () => {
  it('[JUDGE-2] a quizmaster accepts a missed guess as any unrevealed answer: revealed, 5 − rank, correct', () => {
    let state = playTurn(quizmasterParty(), 'usa');
    const before = state.party;
    const result = accept(state, 2);
    if (!result.ok) throw new Error(result.error);
    state = result.state;
    expect(state.party.revealedIndices).toEqual([2]);
    expect(state.party.teams.find((t) => t.id === 'team-1')?.score).toBe(3);
    expect(state.guesses[0]).toMatchObject({ text: 'usa', correct: true, rank: 2, points: 3 });
    expect(state.party.teams.map((t) => t.attempts)).toEqual(before.teams.map((t) => t.attempts));
    expect(state.party.activeTeamId).toBe(before.activeTeamId);
    expect(state.judgements[0]).toMatchObject({ kind: 'accept', byUserId: HOST, rank: 2 });
  });

  it('[JUDGE-3][JUDGE-2] a host who plays is offered every unrevealed answer, the closest proposed, and may accept any', () => {
    let state = playTurn(playing(), 'china');
    state = playTurn(state, 'usa');
    const ref = { guessIndex: 1, turn: state.guesses[1]?.turn ?? 0 };
    const offered = proposeAnswer(state, HOST, ref);
    expect(offered).toEqual({
      ok: true,
      state: {
        proposal: { rank: 2, text: 'United States' },
        choices: [1, 2, 3, 4].map((rank) => ({ rank, text: COUNTRIES.answers[rank]?.text })),
      },
    });
    const result = accept(state, 4, HOST, 1);
    if (!result.ok) throw new Error(result.error);
    expect(result.state.party.revealedIndices).toEqual([0, 4]);
  });

  it('[JUDGE-3][VIEW-2] only the host is offered the answers', () => {
    const state = playTurn(playing(), 'usa');
    const ref = { guessIndex: 0, turn: state.guesses[0]?.turn ?? 0 };
    expect(proposeAnswer(state, 'player-1', ref)).toEqual({
      ok: false,
      error: 'Only the host can do that',
    });
  });

  it('[JUDGE-3] with no close answer proposes none ("No close answer"), and every answer stays a choice', () => {
    const state = playTurn(playing(), 'zzzz');
    const ref = { guessIndex: 0, turn: state.guesses[0]?.turn ?? 0 };
    const offered = proposeAnswer(state, HOST, ref);
    expect(offered.ok && offered.state.proposal).toBeNull();
    expect(offered.ok && offered.state.choices.length).toBe(5);
    expect(accept(state, 0).ok).toBe(true);
  });

  it('[JUDGE-2] an answer found meanwhile: "Already found by <team>"', () => {
    let state = playTurn(quizmasterParty(), 'usa');
    state = playTurn(state, 'united states');
    expect(accept(state, 2)).toEqual({ ok: false, error: 'Already found by Team 2' });
  });

  it('[JUDGE-1] refuses players, a correct guess, a guess of another turn, and an answer out of range', () => {
    const state = playTurn(quizmasterParty(), 'usa');
    expect(accept(state, 2, 'player-1')).toEqual({ ok: false, error: 'Only the host can do that' });
    expect(accept(state, 7)).toEqual({ ok: false, error: 'Answer not found' });
    const stale = applyPartyCommand(state, {
      type: 'acceptGuess',
      userId: HOST,
      guessIndex: 0,
      turn: 99,
      rank: 2,
      now: later(state),
    });
    expect(stale).toEqual({ ok: false, error: 'Guess not found' });
    const found = playTurn(state, 'china');
    expect(accept(found, 3, HOST, 1)).toEqual({
      ok: false,
      error: 'Only a missed guess can be accepted',
    });
  });

  it('[JUDGE-2][TURN-3] revealing the last answer ends the game, as a correct guess would', () => {
    let state = makePlayingParty({ players: 1, maxAttempts: 5, topic: COUNTRIES });
    for (const text of ['china', 'india', 'indonesia', 'pakistan']) state = playTurn(state, text);
    state = playTurn(state, 'usa');
    const result = accept(state, 2, HOST, 4);
    expect(result.ok && result.state.party.status).toBe('finished');
  });

  it('[JUDGE-2] on the results any host accepts a missed guess as any answer not found; the winner follows', () => {
    let state = makePlayingParty({ players: 1, maxAttempts: 1, topic: COUNTRIES });
    state = skipCheck(playTurn(playTurn(state, 'zzzz'), 'india'));
    expect(state.party.status).toBe('finished');
    const result = accept(state, 0);
    if (!result.ok) throw new Error(result.error);
    expect(result.state.party.teams.map((t) => t.score)).toEqual([5, 4]);
    expect(result.state.judgements[0]?.madeWhile).toBe('finished');
  });
});
