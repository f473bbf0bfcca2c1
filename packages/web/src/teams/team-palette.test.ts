import { describe, expect, it } from 'vitest';
import { smallestDifference, type Deficiency } from './colour-vision';
import { TEAM_PALETTES } from './team-palette';

const HEXES = TEAM_PALETTES.map((palette) => palette.hex);

describe('not by colour alone: the team palettes', () => {
  it('every team has its own symbol and a spoken name for it', () => {
    const symbols = TEAM_PALETTES.map((palette) => palette.symbol);
    expect(new Set(symbols).size).toBe(TEAM_PALETTES.length);
    expect(TEAM_PALETTES.map((palette) => palette.symbolName)).toEqual([
      'triangle',
      'circle',
      'square',
      'diamond',
    ]);
  });

  it.each<[Deficiency | null]>([[null], ['protanopia'], ['deuteranopia'], ['tritanopia']])(
    'the four colours stay distinguishable with %s (CIE76 ΔE ≥ 15 between any two)',
    (deficiency) => {
      expect(smallestDifference(HEXES, deficiency)).toBeGreaterThanOrEqual(15);
    },
  );
});
