import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANSWERS_PER_TOPIC } from '../constants';
import { pointsForRank, totalPoints } from '../scoring';
import { acceptInFeud } from './feud-accept';
import { FEUD_MAX_STRIKES, type FeudRound } from './feud-round';
import {
  faceOffAnswer,
  feudActingTeam,
  feudAwards,
  floorGuess,
  startFeudRound,
  stealGuess,
} from './feud-rules';

/** One move: a guess that finds the `pick`-th answer left (or misses), or a host accept. */
interface Move {
  found: boolean;
  pick: number;
  slot: 0 | 1;
  accept: boolean;
}

const move: fc.Arbitrary<Move> = fc.record({
  found: fc.boolean(),
  pick: fc.nat(4),
  slot: fc.constantFrom<0 | 1>(0, 1),
  accept: fc.boolean(),
});

const roundRun = fc.record({
  teams: fc.integer({ min: 2, max: 4 }),
  roundIndex: fc.nat(6),
  moves: fc.array(move, { maxLength: 40 }),
});

interface Step {
  before: FeudRound;
  after: FeudRound;
  revealed: number[];
}

/** Plays a round on a board of 5 answers; a guess may only find an answer not found yet. */
function play(teams: number, roundIndex: number, moves: readonly Move[]): Step[] {
  let round = startFeudRound(teams, roundIndex);
  const revealed: number[] = [];
  const misses: Array<{ place: Parameters<typeof acceptInFeud>[1] }> = [];
  const steps: Step[] = [];
  for (const m of moves) {
    const left = [0, 1, 2, 3, 4].filter((r) => !revealed.includes(r));
    const rank = m.found && left.length > 0 ? (left[m.pick % left.length] ?? -1) : -1;
    if (rank >= 0) revealed.push(rank);
    const points = pointsForRank(rank);
    const cleared = revealed.length >= ANSWERS_PER_TOPIC;
    const before = round;
    const miss = m.accept && rank >= 0 ? misses.pop() : undefined;
    if (miss !== undefined) {
      round = acceptInFeud(round, miss.place, rank, points, cleared, teams);
    } else if (round.phase === 'faceOff') {
      const slot = round.faceOffAnswers[m.slot] === null ? m.slot : m.slot === 0 ? 1 : 0;
      if (rank < 0)
        misses.push({
          place: {
            phase: 'faceOff',
            team: round.faceOffTeams[slot],
            slot,
            pair: round.faceOffPair,
          },
        });
      round = faceOffAnswer(round, slot, rank, points);
    } else if (round.phase === 'floor') {
      if (rank < 0) misses.push({ place: { phase: 'floor', team: round.controlTeam ?? 0 } });
      round = floorGuess(round, rank, points, cleared);
    } else if (round.phase === 'steal') {
      if (rank < 0) misses.push({ place: { phase: 'steal', team: round.stealQueue[0] ?? 0 } });
      round = stealGuess(round, rank, points, cleared);
    } else if (rank >= 0) {
      revealed.pop();
    }
    if (round === before && rank >= 0 && revealed.at(-1) === rank) revealed.pop();
    steps.push({ before, after: round, revealed: [...revealed] });
  }
  return steps;
}

describe('Feud round: invariants over any run', () => {
  it('[FEUD-3] strikes never exceed three', () => {
    fc.assert(
      fc.property(roundRun, ({ teams, roundIndex, moves }) => {
        for (const { after } of play(teams, roundIndex, moves)) {
          expect(after.strikes).toBeGreaterThanOrEqual(0);
          expect(after.strikes).toBeLessThanOrEqual(FEUD_MAX_STRIKES);
        }
      }),
    );
  });

  it('[FEUD-4] a steal happens only after three strikes, or never', () => {
    fc.assert(
      fc.property(roundRun, ({ teams, roundIndex, moves }) => {
        for (const { before, after } of play(teams, roundIndex, moves)) {
          if (after.phase === 'steal') expect(after.strikes).toBe(FEUD_MAX_STRIKES);
          if (after.phase === 'steal' && before.phase === 'floor') {
            expect(before.strikes).toBe(FEUD_MAX_STRIKES - 1);
          }
          if (after.wonBy === 'steal' || after.wonBy === 'held') {
            expect(after.strikes).toBe(FEUD_MAX_STRIKES);
          }
          if (after.phase === 'steal') {
            expect(after.stealQueue).not.toContain(after.controlTeam);
            expect(feudActingTeam(after)).toBe(after.stealQueue[0]);
          }
        }
      }),
    );
  });

  it('[FEUD-5] the bank of a round goes to exactly one team, once it is done, and holds every point found', () => {
    fc.assert(
      fc.property(roundRun, ({ teams, roundIndex, moves }) => {
        for (const { after, revealed } of play(teams, roundIndex, moves)) {
          expect(after.bank).toBe(totalPoints(revealed));
          const awards = feudAwards(after, teams);
          expect(awards).toHaveLength(teams);
          const winners = awards.filter(
            (points, team) => team === after.winner && points === after.bank,
          );
          if (after.phase === 'done') {
            expect(after.winner).not.toBeNull();
            expect(winners).toHaveLength(1);
            expect(awards.reduce((a, b) => a + b, 0)).toBe(after.bank);
          } else {
            expect(after.winner).toBeNull();
            expect(awards.every((points) => points === 0)).toBe(true);
          }
        }
      }),
    );
  });

  it('[FEUD-5] a team’s total over a match is the sum of the banks it won plus host adjustments', () => {
    const match = fc.record({
      teams: fc.integer({ min: 2, max: 4 }),
      rounds: fc.array(fc.array(move, { maxLength: 30 }), { minLength: 1, maxLength: 4 }),
      adjustments: fc.array(fc.tuple(fc.nat(3), fc.integer({ min: -10, max: 10 })), {
        maxLength: 6,
      }),
    });
    fc.assert(
      fc.property(match, ({ teams, rounds, adjustments }) => {
        const totals = new Array<number>(teams).fill(0);
        const banksWon = new Array<number>(teams).fill(0);
        rounds.forEach((moves, index) => {
          const last = play(teams, index, moves).at(-1)?.after ?? startFeudRound(teams, index);
          feudAwards(last, teams).forEach((points, team) => {
            totals[team] = (totals[team] ?? 0) + points;
          });
          if (last.phase === 'done' && last.winner !== null) {
            banksWon[last.winner] = (banksWon[last.winner] ?? 0) + last.bank;
          }
        });
        const adjusted = new Array<number>(teams).fill(0);
        for (const [team, points] of adjustments) {
          const t = team % teams;
          totals[t] = (totals[t] ?? 0) + points;
          adjusted[t] = (adjusted[t] ?? 0) + points;
        }
        totals.forEach((total, team) => {
          expect(total).toBe((banksWon[team] ?? 0) + (adjusted[team] ?? 0));
        });
      }),
    );
  });
});
