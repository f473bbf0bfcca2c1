import { useEffect } from 'react';
import confetti from 'canvas-confetti';
import {
  CONFETTI_DURATION_MS,
  CONFETTI_PIECES,
  CONFETTI_PIECES_NARROW,
  NARROW_SCREEN_PX,
} from '@trivia/game';

/** Bursts are spread over the whole duration so the pieces keep falling for 5 s. */
const BURST_INTERVAL_MS = 250;

/** SPEC §9 Confetti: 200 pieces, 100 on screens narrower than 768 px, none for reduced motion. */
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
 * A celebration: confetti from both sides of the screen for 5 seconds (SPEC §2 /results).
 * Renders nothing itself; canvas-confetti draws on its own full-screen, click-through canvas.
 */
export function Confetti() {
  useEffect(() => {
    const pieces = confettiPieceCount(window.innerWidth, prefersReducedMotion());
    if (pieces === 0) return;
    const bursts = Math.floor(CONFETTI_DURATION_MS / BURST_INTERVAL_MS);
    const perSide = Math.max(1, Math.round(pieces / bursts / 2));
    let fired = 0;
    const fire = () => {
      fired += 1;
      for (const x of [0.1, 0.9]) {
        void confetti({
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
    const stop = window.setTimeout(() => confetti.reset(), CONFETTI_DURATION_MS + 3000);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(stop);
      confetti.reset();
    };
  }, []);
  return null;
}
