import { useEffect, useState } from 'react';
import { useReducedMotion } from 'motion/react';

/**
 * How many of `total` items are shown yet when they turn over one every `stepMs` (the first
 * after one step); all at once under reduced motion, or when `stepMs` is null.
 */
export function useRevealCount(total: number, stepMs: number | null): number {
  const reduced = useReducedMotion();
  const instant = stepMs === null || reduced === true;
  const [count, setCount] = useState(instant ? total : 0);
  useEffect(() => {
    if (instant || count >= total) return;
    const timer = window.setTimeout(() => setCount((n) => n + 1), stepMs);
    return () => window.clearTimeout(timer);
  }, [count, total, stepMs, instant]);
  return instant ? total : count;
}
