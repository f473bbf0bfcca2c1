import { FEUD_MAX_STRIKES } from '@trivia/game';
import { cx } from '../../ui';

/**
 * OFF-11: the strikes of the team with the floor: three boxes, a big red ✕ in each one
 * struck (up to three), read out as "Strikes: 2 of 3".
 */
export function StrikeMarks({ strikes }: { strikes: number }) {
  return (
    <p
      role="img"
      aria-label={`Strikes: ${strikes} of ${FEUD_MAX_STRIKES}`}
      data-testid="feud-strikes"
      className="flex gap-2"
    >
      {Array.from({ length: FEUD_MAX_STRIKES }, (_, i) => (
        <span
          key={i}
          className={cx(
            'flex size-12 items-center justify-center rounded-xl border-4 font-display text-4xl leading-none font-black',
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
