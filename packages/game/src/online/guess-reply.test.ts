import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { later, makePlayingParty, memberOf, playTurn, run } from '../testing/party-builders';
import { recordedReply, turnTakenReply } from './guess-reply';
import type { PartyState } from './party-state';

/** Two teams, two members each: host and player-2 on team-1, player-1 and player-3 on team-2. */
const teammates = () => makePlayingParty({ teams: 2, players: 3 });

function teamOf(state: PartyState, userId: string) {
  return state.members.find((m) => m.userId === userId)?.teamId ?? null;
}

function otherTeammate(state: PartyState, userId: string): string {
  const teamId = teamOf(state, userId);
  const mate = state.members.find((m) => m.userId !== userId && m.teamId === teamId);
  if (mate === undefined) throw new Error('no teammate');
  return mate.userId;
}

describe('Simultaneous guesses are a typed outcome', () => {
  it('[TURN-8] the guess that took the turn is "recorded"', () => {
    expect(recordedReply({ correct: true, rank: 0, points: 5, timedOut: false })).toEqual({
      kind: 'recorded',
      correct: true,
      rank: 0,
      points: 5,
      timedOut: false,
    });
  });

  it("[TURN-8] a teammate's guess in the same turn answers the late one with who guessed what", () => {
    const state = teammates();
    const first = memberOf(state, state.party.activeTeamId);
    const late = otherTeammate(state, first);
    const turn = state.party.turn;
    const after = run(state, { type: 'guess', userId: first, text: 'Mars', now: later(state) });
    expect(turnTakenReply(after, late, turn)).toEqual({
      kind: 'turnTaken',
      byUserId: first,
      byName: state.members.find((m) => m.userId === first)?.displayName,
      text: 'mars',
      correct: expect.any(Boolean),
      rank: expect.any(Number),
      points: expect.any(Number),
      timedOut: false,
    });
  });

  it('[TURN-8] the time-out that took the turn answers with no one', () => {
    const state = teammates();
    const late = memberOf(state, state.party.activeTeamId);
    const turn = state.party.turn;
    const deadline = state.party.turnDeadline ?? 0;
    const after = run(state, { type: 'turnTimeout', turn, now: deadline + 1 });
    expect(turnTakenReply(after, late, turn)).toMatchObject({
      kind: 'turnTaken',
      byUserId: null,
      byName: null,
      timedOut: true,
    });
  });

  it("[TURN-8] no reply for the guesser's own guess, another team's turn or a turn not yet played", () => {
    const state = teammates();
    const first = memberOf(state, state.party.activeTeamId);
    const turn = state.party.turn;
    const after = playTurn(state, 'Mars');
    expect(turnTakenReply(after, first, turn)).toBeNull();
    const otherTeam = state.members.find((m) => m.teamId !== teamOf(state, first) && m.teamId);
    expect(turnTakenReply(after, otherTeam?.userId ?? '', turn)).toBeNull();
    expect(turnTakenReply(after, first, turn + 5)).toBeNull();
    expect(turnTakenReply(after, 'stranger', turn)).toBeNull();
  });

  it('[TURN-8] property: after any run of turns, a late teammate of any played turn learns exactly that guess', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('mars', 'venus', 'pluto', ''), { maxLength: 5 }),
        (texts) => {
          let state = teammates();
          for (const text of texts) {
            if (state.party.status !== 'playing') break;
            state = playTurn(state, text);
          }
          for (const guess of state.guesses) {
            const mate = state.members.find(
              (m) => m.teamId === guess.teamId && m.userId !== guess.userId,
            );
            if (mate === undefined) continue;
            const reply = turnTakenReply(state, mate.userId, guess.turn);
            expect(reply).toMatchObject({
              kind: 'turnTaken',
              text: guess.text,
              byUserId: guess.userId,
            });
            for (const m of state.members.filter((x) => x.teamId !== guess.teamId)) {
              expect(turnTakenReply(state, m.userId, guess.turn)).toBeNull();
            }
          }
        },
      ),
    );
  });
});
