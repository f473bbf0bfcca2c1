import { useEffect, useRef } from 'react';
import { Network } from './network';

const LIGHT_RGB = '99,102,241';
const DARK_RGB = '167,139,250';

function isLowEnd(): boolean {
  const nav = navigator as Navigator & { deviceMemory?: number };
  return (nav.hardwareConcurrency ?? 4) <= 2 || (nav.deviceMemory ?? 4) <= 2;
}

/**
 * The animated background: drifting nodes linked under 180 px. Drawn once
 * and left still under prefers-reduced-motion; paused while the tab is hidden; sharp on
 * high-DPI screens; 30 fps (20 with fewer nodes on low-end devices) so typing stays smooth.
 */
export function BackgroundCanvas() {
  const ref = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const network = new Network();
    const lowEnd = isLowEnd();
    const frameMs = lowEnd ? 50 : 33;
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const root = document.documentElement;
    let frame = 0;
    let last = 0;

    const setColor = () => network.setColor(root.classList.contains('dark') ? DARK_RGB : LIGHT_RGB);
    const resize = () => {
      const dpr = Math.min(window.devicePixelRatio || 1, 2);
      const width = window.innerWidth;
      const height = window.innerHeight;
      canvas.width = Math.round(width * dpr);
      canvas.height = Math.round(height * dpr);
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      network.resize(width, height, lowEnd ? 0.5 : 1);
      network.draw(ctx);
    };
    const tick = (now: number) => {
      frame = requestAnimationFrame(tick);
      if (now - last < frameMs) return;
      network.step(Math.min(now - last, 100) / 1000);
      last = now;
      network.draw(ctx);
    };
    const start = () => {
      if (frame || motion.matches || document.hidden) return;
      last = performance.now();
      frame = requestAnimationFrame(tick);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      frame = 0;
    };
    const update = () => {
      if (motion.matches || document.hidden) stop();
      else start();
    };
    const recolor = () => {
      setColor();
      network.draw(ctx);
    };

    setColor();
    resize();
    update();
    const observer = new MutationObserver(recolor);
    observer.observe(root, { attributes: true, attributeFilter: ['class'] });
    window.addEventListener('resize', resize);
    document.addEventListener('visibilitychange', update);
    motion.addEventListener('change', update);
    return () => {
      stop();
      observer.disconnect();
      window.removeEventListener('resize', resize);
      document.removeEventListener('visibilitychange', update);
      motion.removeEventListener('change', update);
    };
  }, []);

  return (
    <canvas
      ref={ref}
      aria-hidden="true"
      data-testid="background-canvas"
      className="pointer-events-none fixed inset-0 -z-10 h-full w-full"
    />
  );
}
