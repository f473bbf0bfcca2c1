import { attemptMarks, tallyMarks, type AttemptMark, type MarkedTeam } from '@trivia/game';
import { cx } from '../ui';

const GLYPHS: Record<AttemptMark, string> = { hit: '✓', miss: '✕', left: '○' };

/** "1 found, 1 miss, 1 left": what a screen reader says for the marks. */
export function attemptMarksLabel(marks: readonly AttemptMark[]): string {
  const { found, missed, left } = tallyMarks(marks);
  return `${found} found, ${missed} ${missed === 1 ? 'miss' : 'misses'}, ${left} left`;
}

/**
 * SCORE-4: A team's attempts in the order used, then those left: a hit (✓ in a white
 * disc), a strike (✕, the Family-Feud miss) and an empty circle, so "2 hits and 1 miss" never
 * reads as three strikes. One image with its words for assistive technology.
 */
export function AttemptMarks({
  team,
  max,
  className,
}: {
  team: MarkedTeam;
  max: number;
  className?: string;
}) {
  const marks = attemptMarks(team, max);
  return (
    <span
      role="img"
      aria-label={attemptMarksLabel(marks)}
      data-marks={marks.join(' ')}
      className={cx('flex items-center gap-1', className)}
    >
      {marks.map((mark, index) => (
        <span
          key={index}
          aria-hidden="true"
          data-mark={mark}
          className={cx(
            'inline-flex size-[1.35em] items-center justify-center rounded-full leading-none font-black',
            mark === 'hit' && 'bg-white text-emerald-800',
            mark === 'miss' && 'text-[1.15em]',
            mark === 'left' && 'opacity-80',
          )}
        >
          {GLYPHS[mark]}
        </span>
      ))}
    </span>
  );
}
