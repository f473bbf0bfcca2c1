import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commandFor, judgementSteps } from '../testing/party-arbitraries';
import { HOST, later, makePlayingParty, playTurn, run, skipCheck } from '../testing/party-builders';
import { applyPartyCommand } from './apply-command';
import { HOST_CHECKING_MS } from './host-checking';
import type { PartyState } from './party-state';

/** Two teams, one attempt each: team-1 misses with "mars", team-2's guess ends the game. */
function lastTurn(lastGuess: string): PartyState {
  return playTurn(playTurn(makePlayingParty({ maxAttempts: 1 }), 'mars'), lastGuess);
}

const timeOut = (state: PartyState, now: number) =>
  applyPartyCommand(state, { type: 'turnTimeout', turn: state.party.turn, now });

describe('"Host is checking…": a refused last guess can still be accepted', () => {
  it('[JUDGE-8] a game that ends on a refused guess waits 5 s with no team active, as a turn of its own', () => {
    const before = playTurn(makePlayingParty({ maxAttempts: 1 }), 'mars');
    const now = later(before);
    const state = run(before, { type: 'guess', userId: 'player-1', text: 'venus', now });
    expect(state.party).toMatchObject({
      status: 'playing',
      hostChecking: true,
      activeTeamId: null,
      turn: before.party.turn + 1,
      turnDeadline: now + HOST_CHECKING_MS,
    });
  });

  it("[JUDGE-8] the server's timer finishes the game when the window closes, not before", () => {
    const state = lastTurn('venus');
    const deadline = state.party.turnDeadline ?? 0;
    expect(timeOut(state, deadline - 1)).toEqual({
      ok: false,
      error: 'The turn has not timed out yet',
    });
    const stale = applyPartyCommand(state, {
      type: 'turnTimeout',
      turn: state.party.turn - 1,
      now: deadline,
    });
    expect(stale).toEqual({ ok: false, error: 'This turn has already ended' });
    const closed = timeOut(state, deadline);
    expect(closed.ok && closed.state.party).toMatchObject({
      status: 'finished',
      hostChecking: false,
      turnDeadline: null,
    });
  });

  it('[JUDGE-8] the host may skip it ("Show results"): finished at once; nobody else may', () => {
    const state = lastTurn('venus');
    const skip = (userId: string) =>
      applyPartyCommand(state, { type: 'skipChecking', userId, now: later(state) });
    expect(skip('player-1')).toEqual({ ok: false, error: 'Only the host can do that' });
    const skipped = skip(HOST);
    expect(skipped.ok && skipped.state.party.status).toBe('finished');
    if (!skipped.ok) return;
    expect(
      applyPartyCommand(skipped.state, {
        type: 'skipChecking',
        userId: HOST,
        now: later(skipped.state),
      }),
    ).toEqual({ ok: false, error: 'The host is not checking a guess' });
  });

  it('[JUDGE-8] with nothing to judge the game finishes at once: a correct last guess, a time-out', () => {
    expect(lastTurn('earth').party.status).toBe('finished');
    const before = playTurn(makePlayingParty({ maxAttempts: 1 }), 'mars');
    const timedOut = timeOut(before, before.party.turnDeadline ?? 0);
    expect(timedOut.ok && timedOut.state.party.status).toBe('finished');
  });

  it('[JUDGE-8] with every answer found the game finishes at once', () => {
    let state = makePlayingParty({ maxAttempts: 3 });
    for (const answer of ['earth', 'neptune', 'uranus', 'saturn', 'jupiter'])
      state = playTurn(state, answer);
    expect(state.party).toMatchObject({ status: 'finished', hostChecking: false });
  });

  it('[JUDGE-8] an accept within the window reveals and scores as always, and settles it: finished', () => {
    const state = lastTurn('venus');
    const result = applyPartyCommand(state, {
      type: 'acceptGuess',
      userId: HOST,
      guessIndex: 1,
      turn: state.guesses[1]?.turn ?? 0,
      rank: 4,
      now: later(state),
    });
    if (!result.ok) throw new Error(result.error);
    expect(result.state.party).toMatchObject({
      status: 'finished',
      revealedIndices: [4],
      hostChecking: false,
    });
    expect(result.state.party.teams.map((t) => t.score)).toEqual([0, 1]);
    expect(result.state.guesses[1]).toMatchObject({ correct: true, rank: 4, points: 1 });
  });

  it('[JUDGE-8] takes no guess while the host checks', () => {
    const state = lastTurn('venus');
    expect(
      applyPartyCommand(state, {
        type: 'guess',
        userId: 'player-1',
        text: 'earth',
        now: later(state),
      }),
    ).toEqual({ ok: false, error: 'The host is checking the last guess' });
  });

  it('[JUDGE-8][PAUSE-1] a pause holds the window: the timer cannot end it until the game resumes', () => {
    let state = lastTurn('venus');
    state = run(state, { type: 'pauseGame', userId: HOST, now: later(state, 1000) });
    expect(timeOut(state, later(state, 60_000))).toMatchObject({ ok: false });
    state = run(state, { type: 'resumeGame', userId: HOST, now: later(state, 60_000) });
    expect(state.party.turnDeadline).toBe(state.party.lastUpdatedAt + HOST_CHECKING_MS - 1000);
    const closed = timeOut(state, state.party.turnDeadline ?? 0);
    expect(closed.ok && closed.state.party.status).toBe('finished');
  });

  it('[JUDGE-8] property: any run ends in a finished game once every window closes, skipped or timed out', () => {
    fc.assert(
      fc.property(judgementSteps, fc.boolean(), (steps, skip) => {
        let state = makePlayingParty({ teams: 2, maxAttempts: 2, players: 3 });
        for (const step of steps) {
          const result = applyPartyCommand(state, commandFor(state, step));
          if (!result.ok) continue;
          if (result.closed) return;
          state = result.state;
          const { party } = state;
          if (!party.hostChecking) continue;
          // The window: playing, no team, and the last guess a miss with an answer left.
          expect(party.status).toBe('playing');
          expect(party.activeTeamId).toBeNull();
          expect(state.guesses.at(-1)?.correct).toBe(false);
          expect(party.revealedIndices.length).toBeLessThan(party.topic?.answers.length ?? 0);
          const ended = skip
            ? skipCheck(state)
            : party.pausedAt === null
              ? run(state, { type: 'turnTimeout', turn: party.turn, now: party.turnDeadline ?? 0 })
              : skipCheck(state);
          expect(ended.party.status).toBe('finished');
        }
      }),
    );
  });
});
