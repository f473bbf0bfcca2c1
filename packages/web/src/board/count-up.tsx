import { useEffect, useRef } from 'react';
import { animate, useReducedMotion } from 'motion/react';

/** How long a score takes to count up to its new value. */
export const COUNT_UP_SECONDS = 0.6;

/**
 * A number that counts up (or down) to its new value with `motion`. React always renders
 * the final value: the animation only rewrites the text node on screen while it runs, so
 * assistive technology and anything reading the page after the animation get the real
 * number, and nothing waits for it. Under reduced motion the number simply changes.
 */
export function CountUp({
  value,
  from,
  className,
}: {
  value: number;
  /** Count up from this on first showing (the winner moment counts from 0); else only changes count. */
  from?: number;
  className?: string;
}) {
  const element = useRef<HTMLSpanElement>(null);
  const shown = useRef(from ?? value);
  const reduced = useReducedMotion();
  useEffect(() => {
    const from = shown.current;
    shown.current = value;
    const text = element.current?.firstChild;
    if (reduced || from === value || !text) return;
    const controls = animate(from, value, {
      duration: COUNT_UP_SECONDS,
      ease: 'easeOut',
      onUpdate: (latest) => {
        text.nodeValue = String(Math.round(latest));
      },
      onComplete: () => {
        text.nodeValue = String(value);
      },
    });
    return () => {
      controls.stop();
      text.nodeValue = String(value);
    };
  }, [value, reduced]);
  return (
    <span ref={element} className={className}>
      {value}
    </span>
  );
}
