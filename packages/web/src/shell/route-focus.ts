import { useEffect, useRef } from 'react';

/** How long a new screen may take to show its heading (a lazy chunk, a party's first view). */
const HEADING_WAIT_MS = 5000;

/** True when the keyboard focus has nowhere useful to be: the body, or an element now gone. */
function focusIsLost(previous: Element | null): boolean {
  const active = document.activeElement;
  if (active === null || active === document.body) return true;
  return active === previous && !active.isConnected;
}

/**
 * Moves the focus to `heading` so a keyboard or screen-reader user starts on the new screen
 * (its name is read out); the heading takes focus from script only (tabindex -1).
 */
export function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * Focus is managed on every screen change: after a navigation (not the first
 * load), once the new screen shows its <h1> inside `main`, the focus moves to it, unless
 * the screen already put the focus somewhere (the guess input on a turn, a dialog).
 */
export function useRouteFocus(pathname: string): void {
  const first = useRef(true);
  // Where the focus was when the path changed (read while rendering, before the new
  // screen's commit can move it).
  const seenPath = useRef(pathname);
  const focusBefore = useRef<Element | null>(null);
  if (seenPath.current !== pathname) {
    seenPath.current = pathname;
    focusBefore.current = typeof document === 'undefined' ? null : document.activeElement;
  }
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const previous = focusBefore.current;
    const main = document.getElementById('main');
    if (!main) return;
    let done = false;
    // The heading given the focus. During a transition the old screen can stay until the
    // new one's code has arrived: its heading is focused first, and when the new screen
    // replaces it (the focus falls to the body), the new heading takes the focus over.
    let focused: HTMLElement | null = null;
    const tryFocus = () => {
      if (done) return;
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading || heading === focused) return;
      const free =
        focused === null
          ? focusIsLost(previous) || previous === document.activeElement
          : focusIsLost(focused);
      if (!free) {
        // The screen, or the user, put the focus somewhere else.
        done = true;
        return;
      }
      focused = heading;
      focusHeading(heading);
    };
    const observer = new MutationObserver(tryFocus);
    observer.observe(main, { childList: true, subtree: true });
    const timeout = window.setTimeout(() => {
      done = true;
      observer.disconnect();
    }, HEADING_WAIT_MS);
    tryFocus();
    return () => {
      done = true;
      observer.disconnect();
      window.clearTimeout(timeout);
    };
  }, [pathname]);
}
