import { TEAM_PALETTE_COUNT } from '@trivia/game';

export interface TeamPalette {
  /** A solid chip: strong colour, readable text in both themes. */
  solid: string;
  /** A soft panel: tinted background and border. */
  soft: string;
  /** A small swatch dot. */
  dot: string;
  /** The ring around the active team. */
  ring: string;
  /**
   * Not by colour alone: the team's symbol, shown beside its colour wherever a
   * team is named (chips, board tiles, scores, the big screen), and its spoken name.
   */
  symbol: string;
  symbolName: string;
  /** The solid colour as sRGB hex (Tailwind's shade), for the colour-blindness check. */
  hex: string;
}

// Red and blue first, matching the default names "Team Red" and "Team Blue" (TEAM-1).
const PALETTES: readonly TeamPalette[] = [
  {
    solid: 'bg-red-700 text-white',
    soft: 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50',
    dot: 'bg-red-600',
    ring: 'ring-red-500',
    symbol: '▲',
    symbolName: 'triangle',
    hex: '#b91c1c',
  },
  {
    solid: 'bg-blue-700 text-white',
    soft: 'border-blue-300 bg-blue-50 text-blue-950 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-50',
    dot: 'bg-blue-600',
    ring: 'ring-blue-500',
    symbol: '●',
    symbolName: 'circle',
    hex: '#1d4ed8',
  },
  {
    solid: 'bg-emerald-700 text-white',
    soft: 'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50',
    dot: 'bg-emerald-600',
    ring: 'ring-emerald-500',
    symbol: '■',
    symbolName: 'square',
    hex: '#047857',
  },
  {
    solid: 'bg-amber-400 text-amber-950',
    soft: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50',
    dot: 'bg-amber-400',
    ring: 'ring-amber-400',
    symbol: '◆',
    symbolName: 'diamond',
    hex: '#fbbf24',
  },
];

/** Team colour chips cycle over 4 palettes (TEAM-9). */
export function teamPalette(teamIndex: number): TeamPalette {
  const index = ((teamIndex % TEAM_PALETTE_COUNT) + TEAM_PALETTE_COUNT) % TEAM_PALETTE_COUNT;
  return PALETTES[index % PALETTES.length]!;
}

/** Every palette, in team order (for checks of the whole set). */
export const TEAM_PALETTES: readonly TeamPalette[] = PALETTES;
