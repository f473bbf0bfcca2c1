import type { RefObject } from 'react';
import { Button } from '../../ui';

/** Fills the TV with the big screen (hiding the browser's bars), and back. */
export function FullscreenButton({
  target,
  isFull,
  className,
}: {
  target: RefObject<HTMLElement | null>;
  isFull: boolean;
  className?: string;
}) {
  if (!document.fullscreenEnabled) return null;
  const toggle = () => {
    const request = isFull ? document.exitFullscreen() : target.current?.requestFullscreen();
    void request?.catch(() => undefined); // Refused (e.g. in a frame): the page stays as it is.
  };
  return (
    <Button variant="secondary" onClick={toggle} className={className}>
      {isFull ? 'Exit Full Screen' : 'Full Screen'}
    </Button>
  );
}
