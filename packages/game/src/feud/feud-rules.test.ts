import { describe, expect, it } from 'vitest';
import { pointsForRank } from '../scoring';
import { DEFAULT_RULE_SET, FEUD_MAX_STRIKES, RULE_SETS, type FeudRound } from './feud-round';
import {
  faceOffAnswer,
  faceOffMemberIndex,
  feudActingTeam,
  feudAwards,
  floorGuess,
  floorMemberIndex,
  startFeudRound,
  stealGuess,
} from './feud-rules';

const MISS = -1;

function onFloor(teams: number, control: 0 | 1 = 0): FeudRound {
  const round = faceOffAnswer(startFeudRound(teams, 0), control, 2, pointsForRank(2));
  return faceOffAnswer(round, control === 0 ? 1 : 0, 3, pointsForRank(3));
}

function threeStrikes(round: FeudRound): FeudRound {
  let next = round;
  for (let i = 0; i < FEUD_MAX_STRIKES; i += 1) next = floorGuess(next, MISS, 0, false);
  return next;
}

describe('Feud round: face-off', () => {
  it('[FEUD-2] the face-off teams rotate with the round: roundIndex % n and the next', () => {
    expect(startFeudRound(2, 0).faceOffTeams).toEqual([0, 1]);
    expect(startFeudRound(2, 1).faceOffTeams).toEqual([1, 0]);
    expect(startFeudRound(3, 2).faceOffTeams).toEqual([2, 0]);
    expect(startFeudRound(4, 5).faceOffTeams).toEqual([1, 2]);
    const fresh = startFeudRound(3, 0);
    expect(fresh).toMatchObject({ phase: 'faceOff', bank: 0, strikes: 0, controlTeam: null });
    expect(feudActingTeam(fresh)).toBeNull();
  });

  it('[FEUD-2] the better rank takes the floor and both found answers go to the bank', () => {
    const round = onFloor(2, 1);
    expect(round.phase).toBe('floor');
    expect(round.controlTeam).toBe(1);
    expect(round.bank).toBe(pointsForRank(2) + pointsForRank(3));
    expect(feudActingTeam(round)).toBe(1);
  });

  it('[FEUD-2] the top answer wins the floor at once, before the other slot answers', () => {
    const round = faceOffAnswer(startFeudRound(2, 0), 1, 0, 5);
    expect(round).toMatchObject({ phase: 'floor', controlTeam: 1, bank: 5 });
  });

  it('[FEUD-2] a found answer beats a miss; equal ranks go to the earlier answer', () => {
    const missFirst = faceOffAnswer(faceOffAnswer(startFeudRound(2, 0), 0, MISS, 0), 1, 4, 1);
    expect(missFirst).toMatchObject({ phase: 'floor', controlTeam: 1, bank: 1 });
    const tie = faceOffAnswer(faceOffAnswer(startFeudRound(2, 0), 1, 3, 2), 0, 3, 2);
    expect(tie.controlTeam).toBe(1);
  });

  it('[FEUD-2] neither found: the next pair goes, answers reset; a slot answers once per pair', () => {
    const first = faceOffAnswer(startFeudRound(2, 0), 0, MISS, 0);
    expect(faceOffAnswer(first, 0, 1, 4)).toBe(first);
    const next = faceOffAnswer(first, 1, MISS, 0);
    expect(next).toMatchObject({ phase: 'faceOff', faceOffPair: 1, bank: 0 });
    expect(next.faceOffAnswers).toEqual([null, null]);
  });

  it('[FEUD-2][FEUD-3] the face-off player and the floor guesser rotate through the members', () => {
    expect(faceOffMemberIndex(0, 0, 3)).toBe(0);
    expect(faceOffMemberIndex(1, 0, 3)).toBe(1);
    expect(faceOffMemberIndex(2, 2, 3)).toBe(1);
    expect(faceOffMemberIndex(4, 0, 0)).toBe(0);
    const round = floorGuess(onFloor(2), 1, 4, false);
    expect(floorMemberIndex(round, 2)).toBe(1);
    expect(floorMemberIndex(floorGuess(round, MISS, 0, false), 2)).toBe(0);
  });
});

describe('Feud round: the floor and the steal', () => {
  it('[FEUD-3] a found answer on the floor joins the bank; a miss is a strike', () => {
    const round = onFloor(2);
    const found = floorGuess(round, 0, 5, false);
    expect(found).toMatchObject({ bank: round.bank + 5, strikes: 0, phase: 'floor' });
    expect(floorGuess(found, MISS, 0, false)).toMatchObject({ strikes: 1, phase: 'floor' });
  });

  it('[FEUD-3] clearing the board banks everything for the team in control', () => {
    const done = floorGuess(onFloor(2), 0, 5, true);
    expect(done).toMatchObject({ phase: 'done', winner: 0, wonBy: 'cleared' });
    expect(feudAwards(done, 2)).toEqual([done.bank, 0]);
  });

  it('[FEUD-3][FEUD-4] the third strike opens the steal for the other team', () => {
    const round = threeStrikes(onFloor(2));
    expect(round).toMatchObject({ phase: 'steal', strikes: 3, stealQueue: [1] });
    expect(feudActingTeam(round)).toBe(1);
    expect(floorGuess(round, MISS, 0, false)).toBe(round);
  });

  it('[FEUD-4] a right steal takes the whole bank, its own points included', () => {
    const round = threeStrikes(onFloor(2));
    const stolen = stealGuess(round, 0, 5, false);
    expect(stolen).toMatchObject({
      phase: 'done',
      winner: 1,
      wonBy: 'steal',
      bank: round.bank + 5,
    });
    expect(feudAwards(stolen, 2)).toEqual([0, stolen.bank]);
  });

  it('[FEUD-4] a missed steal leaves the bank with the team that held the floor', () => {
    const held = stealGuess(threeStrikes(onFloor(2)), MISS, 0, false);
    expect(held).toMatchObject({ phase: 'done', winner: 0, wonBy: 'held' });
    expect(feudAwards(held, 2)).toEqual([held.bank, 0]);
  });

  it('[FEUD-4] with more teams, each other team in turn order tries once until one steals', () => {
    const start = faceOffAnswer(startFeudRound(4, 1), 0, 0, 5);
    expect(start.controlTeam).toBe(1);
    const steal = threeStrikes(start);
    expect(steal.stealQueue).toEqual([2, 3, 0]);
    const second = stealGuess(steal, MISS, 0, false);
    expect(feudActingTeam(second)).toBe(3);
    const stolen = stealGuess(second, 2, 3, false);
    expect(stolen).toMatchObject({ winner: 3, wonBy: 'steal', bank: 8 });
    const allMiss = stealGuess(stealGuess(second, MISS, 0, false), MISS, 0, false);
    expect(allMiss).toMatchObject({ winner: 1, wonBy: 'held', bank: 5 });
  });

  it('[FEUD-5] nothing is awarded before the round is done', () => {
    expect(feudAwards(onFloor(3), 3)).toEqual([0, 0, 0]);
  });
});

describe('Feud rule sets', () => {
  it('[FEUD-1] Classic is the default of the two rule sets', () => {
    expect(RULE_SETS).toEqual(['classic', 'feud']);
    expect(DEFAULT_RULE_SET).toBe('classic');
  });
});
