import { describe, expect, it } from 'vitest';
import { acceptInFeud } from './feud-accept';
import type { FeudRound } from './feud-round';
import { faceOffAnswer, floorGuess, startFeudRound, stealGuess } from './feud-rules';

const MISS = -1;

function onFloor(): FeudRound {
  return faceOffAnswer(startFeudRound(2, 0), 0, 0, 5);
}

function strikes(round: FeudRound, count: number): FeudRound {
  let next = round;
  for (let i = 0; i < count; i += 1) next = floorGuess(next, MISS, 0, false);
  return next;
}

describe('Feud round: host judgement', () => {
  it('[FEUD-6] an accepted floor strike becomes a reveal: strike off, points to the bank', () => {
    const round = strikes(onFloor(), 2);
    const accepted = acceptInFeud(round, { phase: 'floor', team: 0 }, 3, 2, false, 2);
    expect(accepted).toMatchObject({ phase: 'floor', strikes: 1, bank: 7, controlTeam: 0 });
  });

  it('[FEUD-6] accepting the third strike takes the steal back: the floor is the team’s again', () => {
    const steal = strikes(onFloor(), 3);
    const back = acceptInFeud(steal, { phase: 'floor', team: 0 }, 1, 4, false, 2);
    expect(back).toMatchObject({ phase: 'floor', strikes: 2, bank: 9, winner: null });
    expect(strikes(back, 1).stealQueue).toEqual([1]);
    const held = stealGuess(steal, MISS, 0, false);
    const again = acceptInFeud(held, { phase: 'floor', team: 0 }, 1, 4, false, 2);
    expect(again).toMatchObject({ phase: 'floor', winner: null, wonBy: null });
  });

  it('[FEUD-6] an accepted floor guess that clears the board wins the bank for the team in control', () => {
    const round = acceptInFeud(strikes(onFloor(), 3), { phase: 'floor', team: 0 }, 4, 1, true, 2);
    expect(round).toMatchObject({ phase: 'done', winner: 0, wonBy: 'cleared', bank: 6 });
  });

  it('[FEUD-6] an accepted steal guess makes the steal succeed', () => {
    const held = stealGuess(strikes(onFloor(), 3), MISS, 0, false);
    const stolen = acceptInFeud(held, { phase: 'steal', team: 1 }, 2, 3, false, 2);
    expect(stolen).toMatchObject({ phase: 'done', winner: 1, wonBy: 'steal', bank: 8 });
  });

  it('[FEUD-6] an accepted face-off miss counts as found and may win the floor', () => {
    const first = faceOffAnswer(startFeudRound(2, 0), 0, MISS, 0);
    const waiting = acceptInFeud(
      first,
      { phase: 'faceOff', team: 0, slot: 0, pair: 0 },
      2,
      3,
      false,
      2,
    );
    expect(waiting).toMatchObject({ phase: 'faceOff', bank: 3 });
    expect(faceOffAnswer(waiting, 1, 4, 1)).toMatchObject({ phase: 'floor', controlTeam: 0 });
    const bothMissed = faceOffAnswer(first, 1, MISS, 0);
    const won = acceptInFeud(
      bothMissed,
      { phase: 'faceOff', team: 1, slot: 1, pair: 0 },
      3,
      2,
      false,
      2,
    );
    expect(won).toMatchObject({ phase: 'floor', controlTeam: 1, bank: 2 });
    const later = acceptInFeud(
      onFloor(),
      { phase: 'faceOff', team: 1, slot: 1, pair: 0 },
      3,
      2,
      false,
      2,
    );
    expect(later).toMatchObject({ phase: 'floor', controlTeam: 0, bank: 7 });
  });
});
