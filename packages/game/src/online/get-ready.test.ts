import fc from 'fast-check';
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
import { GET_READY_MS, getReadySecondsLeft } from './get-ready';

describe('"Get ready: {team}" before the first online turn', () => {
  it('[TURN-9] the first turn’s clock starts 3 s after Begin Game', () => {
    const state = makeTeamSetupParty({ turnSeconds: 30 });
    const now = later(state);
    const playing = run(state, { type: 'beginGame', userId: HOST, now });
    expect(playing.party.getReadyUntil).toBe(now + GET_READY_MS);
    expect(playing.party.turnDeadline).toBe(now + GET_READY_MS + 30_000);
  });

  it('[TURN-9] counts 3-2-1 on the server’s clock, then nothing', () => {
    const state = makePlayingParty();
    const until = state.party.getReadyUntil ?? 0;
    const left = (ms: number) => getReadySecondsLeft(state.party, until - ms);
    expect([left(3000), left(2500), left(1500), left(1), left(0)]).toEqual([3, 3, 2, 1, null]);
  });

  it('[TURN-9] the timer cannot end the first turn before its full time after the get-ready moment', () => {
    const state = makePlayingParty({ turnSeconds: 30 });
    const start = state.party.getReadyUntil ?? 0;
    const early = applyPartyCommand(state, {
      type: 'turnTimeout',
      turn: state.party.turn,
      now: start + 30_000 - 1,
    });
    expect(early).toEqual({ ok: false, error: 'The turn has not timed out yet' });
  });

  it('[TURN-9] a guess sent meanwhile is taken (it spends none of the team’s time); the next turn has none', () => {
    const state = playTurn(makePlayingParty({ turnSeconds: 30 }), 'jupiter');
    expect(state.party.getReadyUntil).toBeNull();
    expect(state.party.turnDeadline).toBe(state.party.lastUpdatedAt + 30_000);
    expect(state.party.activeTeamId).toBe('team-2');
  });

  it('[TURN-9][PAUSE-3] a relaxed game (no countdown) still gets ready, with no deadline', () => {
    const state = makePlayingParty({ turnSeconds: 0 });
    expect(state.party.getReadyUntil).toBe(state.party.lastUpdatedAt + GET_READY_MS);
    expect(state.party.turnDeadline).toBeNull();
  });

  it('[TURN-9][PAUSE-2] property: a pause within the moment keeps what was left of it, and of the turn', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: GET_READY_MS - 1 }),
        fc.integer({ min: 1, max: 600_000 }),
        (into, paused) => {
          const playing = makePlayingParty({ turnSeconds: 30 });
          const begun = playing.party.lastUpdatedAt;
          let state = run(playing, { type: 'pauseGame', userId: HOST, now: begun + into });
          expect(getReadySecondsLeft(state.party, begun + into)).toBeNull();
          const resumedAt = begun + into + paused;
          state = run(state, { type: 'resumeGame', userId: HOST, now: resumedAt });
          expect(state.party.getReadyUntil).toBe(resumedAt + GET_READY_MS - into);
          expect(state.party.turnDeadline).toBe(resumedAt + GET_READY_MS - into + 30_000);
        },
      ),
    );
  });
});
