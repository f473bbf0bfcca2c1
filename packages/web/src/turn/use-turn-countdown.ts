import { useEffect, useRef, useState } from 'react';
import { secondsLeft } from '@trivia/game';

/**
 * TURN-10, OFF-4: The whole seconds left until `deadline`, re-rendering on each
 * second boundary, and `onExpire` called once when it reaches 0 (also when the page is
 * reopened after the deadline passed). A new deadline (a new turn) restarts it.
 */
export function useTurnCountdown(
  deadline: number | null,
  onExpire: () => void,
  now: () => number = Date.now,
): number | null {
  const [, setTick] = useState(0);
  const expire = useRef(onExpire);
  const expiredDeadline = useRef<number | null>(null);

  useEffect(() => {
    expire.current = onExpire;
  });

  useEffect(() => {
    if (deadline === null) return;
    let timer: number | undefined;
    const step = () => {
      const remainingMs = deadline - now();
      setTick((n) => n + 1);
      if (remainingMs <= 0) {
        // The ref survives StrictMode's effect re-run, so a turn never auto-submits twice.
        if (expiredDeadline.current !== deadline) {
          expiredDeadline.current = deadline;
          expire.current();
        }
        return;
      }
      // Wake just after the next whole second, so the display never lags behind the clock.
      timer = window.setTimeout(step, (remainingMs % 1000 || 1000) + 10);
    };
    step();
    return () => window.clearTimeout(timer);
  }, [deadline, now]);

  return deadline === null ? null : secondsLeft(deadline, now());
}
