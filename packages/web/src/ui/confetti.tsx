import { useEffect, useRef, useState } from 'react';
import confetti from 'canvas-confetti';
import {
  CONFETTI_DURATION_MS,
  CONFETTI_PIECES,
  CONFETTI_PIECES_NARROW,
  NARROW_SCREEN_PX,
} from '@trivia/game';

/** Bursts are spread over the whole duration so the pieces keep falling for 5 s. */
const BURST_INTERVAL_MS = 250;

/** Confetti: 200 pieces, 100 on screens narrower than 768 px, none for reduced motion. */
export function confettiPieceCount(viewportWidth: number, prefersReducedMotion: boolean): number {
  if (prefersReducedMotion) return 0;
  return viewportWidth < NARROW_SCREEN_PX ? CONFETTI_PIECES_NARROW : CONFETTI_PIECES;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * A celebration: confetti from both sides of the screen for 5 seconds (the results screens).
 *
 * canvas-confetti's default cannon draws in a Web Worker it makes from a blob: URL,
 * which our CSP (worker-src 'self') refuses: no confetti and a console error. Rather than
 * widening the CSP, the cannon is created on our own canvas with `useWorker: false`, so it
 * draws on the main thread and the CSP stays as it is. The canvas is full-screen,
 * click-through and hidden from assistive technology; none at all under reduced motion.
 */
export function Confetti() {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [pieces] = useState(() => confettiPieceCount(window.innerWidth, prefersReducedMotion()));
  useEffect(() => {
    const element = canvas.current;
    if (pieces === 0 || element === null) return;
    const cannon = confetti.create(element, { resize: true, useWorker: false });
    const bursts = Math.floor(CONFETTI_DURATION_MS / BURST_INTERVAL_MS);
    const perSide = Math.max(1, Math.round(pieces / bursts / 2));
    let fired = 0;
    const fire = () => {
      fired += 1;
      for (const x of [0.1, 0.9]) {
        void cannon({
          particleCount: perSide,
          angle: x < 0.5 ? 60 : 120,
          spread: 60,
          startVelocity: 45,
          origin: { x, y: 0.7 },
          disableForReducedMotion: true,
        });
      }
      if (fired >= bursts) window.clearInterval(timer);
    };
    const timer = window.setInterval(fire, BURST_INTERVAL_MS);
    fire();
    const stop = window.setTimeout(() => cannon.reset(), CONFETTI_DURATION_MS + 3000);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(stop);
      cannon.reset();
    };
  }, [pieces]);
  if (pieces === 0) return null;
  return (
    <canvas
      ref={canvas}
      aria-hidden="true"
      data-confetti={pieces}
      className="pointer-events-none fixed inset-0 z-50 h-full w-full"
    />
  );
}
