import { describe, expect, it } from 'vitest';
import { smallestDifference, type Deficiency } from './colour-vision';
import { TEAM_PALETTES, teamPalette } from './team-palette';

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

  it('[TEAM-9] team colours cycle over the four palettes: team i has palette i mod 4', () => {
    expect([0, 1, 2, 3].map((team) => teamPalette(team).symbolName)).toEqual([
      'triangle',
      'circle',
      'square',
      'diamond',
    ]);
    expect(teamPalette(4)).toBe(teamPalette(0));
    expect(teamPalette(7)).toBe(teamPalette(3));
  });

  it.each<[Deficiency | null]>([[null], ['protanopia'], ['deuteranopia'], ['tritanopia']])(
    'the four colours stay distinguishable with %s (CIE76 ΔE ≥ 15 between any two)',
    (deficiency) => {
      expect(smallestDifference(HEXES, deficiency)).toBeGreaterThanOrEqual(15);
    },
  );
});
