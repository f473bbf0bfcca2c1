import { FEUD_MAX_STRIKES } from '@trivia/game';
import { cx } from '../../ui';

/**
 * OFF-11: the strikes of the team with the floor: three boxes, a big red ✕ in each one
 * struck (up to three), read out as "Strikes: 2 of 3" (unless `decorative`: the pass screen's
 * big copy beside the round's own).
 */
export function StrikeMarks({
  strikes,
  decorative = false,
}: {
  strikes: number;
  decorative?: boolean;
}) {
  return (
    <p
      // A second copy on the same screen (decorative) is not read out twice.
      role={decorative ? undefined : 'img'}
      aria-hidden={decorative ? true : undefined}
      aria-label={decorative ? undefined : `Strikes: ${strikes} of ${FEUD_MAX_STRIKES}`}
      data-testid="feud-strikes"
      className="flex gap-1.5 sm:gap-2"
    >
      {Array.from({ length: FEUD_MAX_STRIKES }, (_, i) => (
        <span
          key={i}
          className={cx(
            'flex size-10 items-center justify-center rounded-xl border-4 font-display text-3xl leading-none font-black sm:size-12 sm:text-4xl',
            i < strikes
              ? 'border-red-800 bg-red-700 text-white'
              : 'border-slate-300 bg-white text-transparent dark:border-slate-600 dark:bg-slate-800',
          )}
        >
          ✕
        </span>
      ))}
    </p>
  );
}
