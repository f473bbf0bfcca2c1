import { teamPalette } from './team-palette';

/**
 * Not by colour alone: the team's symbol (▲ ● ■ ◆) beside its name, so a team is
 * told apart without seeing its colour. Decorative for screen readers: the name says it.
 */
export function TeamSymbol({ index, className }: { index: number; className?: string }) {
  const palette = teamPalette(index);
  return (
    <span aria-hidden="true" title={palette.symbolName} className={className ?? 'shrink-0'}>
      {palette.symbol}
    </span>
  );
}
