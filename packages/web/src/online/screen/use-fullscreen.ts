import { useEffect, useState } from 'react';

/** Is the page in full screen now (the browser's own, entered and left by any means)? */
export function useIsFullscreen(): boolean {
  const [isFull, setFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const update = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  return isFull;
}

/** How long the full-screen controls stay after the mouse last moved. */
export const CONTROLS_IDLE_MS = 3000;

/**
 * In full screen the controls show while the mouse moves and for
 * CONTROLS_IDLE_MS after; true while they should show (always outside full screen).
 */
export function useControlsAwake(isFull: boolean): boolean {
  const [awake, setAwake] = useState(false);
  useEffect(() => {
    if (!isFull) return;
    let timer: number | undefined;
    const wake = () => {
      setAwake(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setAwake(false), CONTROLS_IDLE_MS);
    };
    window.addEventListener('pointermove', wake);
    return () => {
      window.removeEventListener('pointermove', wake);
      window.clearTimeout(timer);
      setAwake(false);
    };
  }, [isFull]);
  return !isFull || awake;
}
