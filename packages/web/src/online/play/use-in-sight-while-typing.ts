import { useEffect, type RefObject } from 'react';

/** Phones only: from 640 px wide the whole board sits beside the guess field. */
const PHONE = '(max-width: 639.98px)';
/** Room left under the field (its focus ring), in px. */
const MARGIN = 6;

/**
 * Where the view really starts at `top`: below a bar that stays on top of the page (the
 * sticky navbar), when one covers the point above `element`.
 */
function clearTop(top: number, element: HTMLElement): number {
  const x = element.getBoundingClientRect().left + 1;
  let clear = top;
  for (const over of document.elementsFromPoint(x, top + 1)) {
    if (over.contains(element) || element.contains(over)) continue;
    const { position } = getComputedStyle(over);
    if (position === 'sticky' || position === 'fixed') {
      clear = Math.max(clear, over.getBoundingClientRect().bottom);
    }
  }
  return clear;
}

/**
 * While the guess field has the focus on a phone, keeps `target` (the compact board and the
 * field) inside the visual viewport: the part of the page the on-screen keyboard leaves
 * (about half of a 360×640 screen), and below the sticky navbar. Checked when the field gets the focus and whenever the
 * visual viewport changes (the keyboard opening or closing); scrolls only when some of
 * `target` is out of sight.
 */
export function useInSightWhileTyping(
  target: RefObject<HTMLElement | null>,
  input: RefObject<HTMLInputElement | null>,
  active: boolean,
): void {
  useEffect(() => {
    if (!active) return;
    const field = input.current;
    const viewport = window.visualViewport;
    const keep = () => {
      const element = target.current;
      if (!element || !field || document.activeElement !== field) return;
      if (!window.matchMedia(PHONE).matches) return;
      const box = element.getBoundingClientRect();
      const visibleTop = viewport?.offsetTop ?? 0;
      const bottom = visibleTop + (viewport?.height ?? window.innerHeight);
      const top = clearTop(visibleTop, element);
      // The bottom first (the field itself); the top too when it is above, if that keeps
      // the bottom in sight.
      let delta = 0;
      if (box.bottom > bottom) delta = Math.ceil(box.bottom - bottom + MARGIN);
      else if (box.top < top) delta = Math.floor(Math.max(box.top - top, box.bottom - bottom));
      if (delta !== 0) window.scrollBy({ top: delta, behavior: 'instant' });
    };
    field?.addEventListener('focus', keep);
    viewport?.addEventListener('resize', keep);
    window.addEventListener('resize', keep);
    keep();
    return () => {
      field?.removeEventListener('focus', keep);
      viewport?.removeEventListener('resize', keep);
      window.removeEventListener('resize', keep);
    };
  }, [target, input, active]);
}
