import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { HOST, makePlayingParty } from '../testing/party-builders';
import {
  ADJUSTMENT_WINDOW_MS,
  MAX_ADJUSTMENTS_PER_WINDOW,
  MAX_TEAM_ADJUSTMENT,
  netAdjustment,
  recentAdjustments,
} from './adjustment-limits';
import { applyPartyCommand } from './apply-command';
import type { PartyState } from './party-state';

const start = () => makePlayingParty({ players: 1 });
const T = () => start().party.lastUpdatedAt + 1000;

function adjust(state: PartyState, points: number, now: number, teamId = 'team-2') {
  return applyPartyCommand(state, { type: 'adjustScore', userId: HOST, teamId, points, now });
}

function must(result: ReturnType<typeof adjust>): PartyState {
  if (!result.ok) throw new Error(result.error);
  return result.state;
}

describe('Score adjustments are bounded', () => {
  it(`[JUDGE-5] refuses the ${MAX_ADJUSTMENTS_PER_WINDOW + 1}th adjustment within a minute, then allows one again`, () => {
    let state = start();
    const t0 = T();
    for (let i = 0; i < MAX_ADJUSTMENTS_PER_WINDOW; i += 1) {
      state = must(adjust(state, i % 2 === 0 ? 1 : -1, t0 + i * 1000));
    }
    const refused = adjust(state, 1, t0 + 30_000);
    expect(refused).toEqual({ ok: false, error: MESSAGES.tooManyAdjustments });
    expect(adjust(state, 1, t0 + ADJUSTMENT_WINDOW_MS + 1000).ok).toBe(true);
  });

  it(`[JUDGE-5] keeps a team's net adjustment within ±${MAX_TEAM_ADJUSTMENT}; Undo makes room again`, () => {
    let state = start();
    const t0 = T();
    for (let i = 0; i < 3; i += 1) state = must(adjust(state, 10, t0 + i));
    expect(netAdjustment(state.judgements, 'team-2')).toBe(30);
    expect(adjust(state, 1, t0 + 10)).toEqual({ ok: false, error: MESSAGES.teamAdjustmentLimit });
    // Another team has its own bound.
    expect(adjust(state, 10, t0 + 10, 'team-1').ok).toBe(true);
    const undone = must(
      applyPartyCommand(state, {
        type: 'undoJudgement',
        userId: HOST,
        judgementId: 0,
        now: t0 + 20,
      }),
    );
    expect(adjust(undone, 10, t0 + 30).ok).toBe(true);
  });

  it('[JUDGE-5] refuses to undo an adjustment when that would leave the team out of bounds', () => {
    let state = start();
    const t0 = T();
    [10, 10, -10, 10, 10].forEach((points, i) => {
      state = must(adjust(state, points, t0 + i));
    });
    expect(netAdjustment(state.judgements, 'team-2')).toBe(30);
    // Taking back the -10 would leave +40.
    const undo = { type: 'undoJudgement', userId: HOST, judgementId: 2, now: t0 + 9 } as const;
    expect(applyPartyCommand(state, undo)).toEqual({
      ok: false,
      error: MESSAGES.teamAdjustmentLimit,
    });
  });

  it('[JUDGE-5] bounds any run of adjustments and undos (property)', () => {
    const move = fc.record({
      undo: fc.boolean(),
      teamId: fc.constantFrom('team-1', 'team-2'),
      points: fc.oneof(fc.constantFrom(10, -10), fc.integer({ min: -10, max: 10 })),
      judgementId: fc.nat(12),
      advanceMs: fc.integer({ min: 0, max: 10_000 }),
    });
    fc.assert(
      fc.property(fc.array(move, { maxLength: 60 }), (moves) => {
        let state = must(adjust(start(), 10, T(), 'team-1'));
        let now = T();
        for (const m of moves) {
          now += m.advanceMs;
          const result = m.undo
            ? applyPartyCommand(state, {
                type: 'undoJudgement',
                userId: HOST,
                judgementId: m.judgementId,
                now,
              })
            : adjust(state, m.points, now, m.teamId);
          if (!result.ok) continue;
          state = result.state;
          for (const teamId of ['team-1', 'team-2']) {
            expect(Math.abs(netAdjustment(state.judgements, teamId))).toBeLessThanOrEqual(
              MAX_TEAM_ADJUSTMENT,
            );
          }
          expect(recentAdjustments(state.judgements, now)).toBeLessThanOrEqual(
            MAX_ADJUSTMENTS_PER_WINDOW,
          );
        }
      }),
      { numRuns: 300 },
    );
  });
});
