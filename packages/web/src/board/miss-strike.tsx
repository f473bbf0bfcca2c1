import { AnimatePresence, motion, useReducedMotion } from 'motion/react';
import { cx } from '../ui';
import type { BoardSize } from './board-tile';
import { useChangeFlash } from './use-change-flash';

/** How long the strike stays over the board. */
export const STRIKE_MS = 1200;

/**
 * The miss: a big red ✕ over the board on each wrong guess or time-out, in step with
 * the miss sound. It stamps in (under reduced motion it appears still), is click-through and hidden
 * from assistive technology (the announcer says the miss).
 */
export function MissStrike({ misses, size }: { misses: number; size: BoardSize }) {
  const shown = useChangeFlash(misses, STRIKE_MS);
  const reduced = useReducedMotion();
  return (
    <AnimatePresence mode="wait">
      {shown !== null ? (
        <motion.div
          key={shown}
          aria-hidden="true"
          data-testid="miss-strike"
          // Stamped in by scale, never faded (its ✕ keeps its contrast); under reduced motion
          // it simply appears and goes.
          initial={reduced ? false : { scale: 2.2 }}
          animate={{ scale: 1 }}
          exit={reduced ? { scale: 0, transition: { duration: 0 } } : { scale: 0 }}
          transition={{ duration: reduced ? 0 : 0.25, ease: 'easeOut' }}
          className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center"
        >
          <span
            className={cx(
              'flex items-center justify-center rounded-3xl border-8 border-white bg-red-700 font-display leading-none font-black text-white shadow-2xl',
              size === 'room'
                ? 'size-[30vmin] text-[length:24vmin]'
                : 'size-32 text-8xl sm:size-40 sm:text-9xl',
            )}
          >
            ✕
          </span>
        </motion.div>
      ) : null}
    </AnimatePresence>
  );
}
