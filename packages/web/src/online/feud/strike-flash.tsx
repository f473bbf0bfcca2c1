import { useEffect, useRef, useState } from 'react';
import { AnimatePresence, motion, useReducedMotion } from 'motion/react';
import { STRIKE_MS } from '../../board/miss-strike';

/**
 * FEUD-3 on the big screen: a new strike fills the stage with one to three huge ✕ (the
 * strikes so far), in step with the miss sound. Only a rise flashes: the host's accept taking
 * a strike back, or a new round, shows nothing. Decoration: hidden from assistive technology
 * (the status panel says the strikes).
 */
export function StrikeFlash({ strikes }: { strikes: number }) {
  const shown = useStrikeRise(strikes);
  const reduced = useReducedMotion();
  // Clipped to the stage: the stamp's scale must never make the TV scroll.
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 z-40 overflow-hidden">
      <AnimatePresence>
        {shown !== null ? (
          <motion.div
            key={shown}
            aria-hidden="true"
            data-testid="feud-strike-flash"
            data-strikes={shown}
            initial={reduced ? false : { scale: 2 }}
            animate={{ scale: 1 }}
            exit={reduced ? { scale: 0, transition: { duration: 0 } } : { scale: 0 }}
            transition={{ duration: reduced ? 0 : 0.25, ease: 'easeOut' }}
            className="absolute inset-0 flex items-center justify-center gap-[3vmin] rounded-[3vmin] bg-[#070b1f]/85"
          >
            {Array.from({ length: shown }, (_, index) => (
              <span
                key={index}
                className="flex size-[34vmin] items-center justify-center rounded-[4vmin] border-[1.2vmin] border-white bg-red-700 font-display text-[length:28vmin] leading-none font-black text-white shadow-2xl"
              >
                ✕
              </span>
            ))}
          </motion.div>
        ) : null}
      </AnimatePresence>
    </div>
  );
}

/** The new strike count for STRIKE_MS after it rose; null otherwise. */
function useStrikeRise(strikes: number): number | null {
  const prev = useRef(strikes);
  const [shown, setShown] = useState<number | null>(null);
  useEffect(() => {
    const rose = strikes > prev.current;
    prev.current = strikes;
    if (!rose) return;
    setShown(strikes);
    const timer = window.setTimeout(() => setShown(null), STRIKE_MS);
    return () => window.clearTimeout(timer);
  }, [strikes]);
  return shown;
}
