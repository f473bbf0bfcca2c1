import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRouteFocus } from './route-focus';

function Screen({
  path,
  heading,
  autoFocusInput,
}: {
  path: string;
  heading: string;
  autoFocusInput?: boolean;
}) {
  useRouteFocus(path);
  return (
    <main id="main">
      <h1>{heading}</h1>
      {autoFocusInput ? (
        <input aria-label="Your guess" autoFocus />
      ) : (
        <button type="button">Go</button>
      )}
    </main>
  );
}

describe('useRouteFocus (focus managed on every screen change)', () => {
  it("leaves the first screen alone, then focuses the next screen's heading", async () => {
    const { rerender } = render(<Screen path="/a" heading="First" />);
    expect(document.activeElement).toBe(document.body);
    screen.getByRole('button', { name: 'Go' }).focus();
    await act(async () => rerender(<Screen path="/b" heading="Second" />));
    const heading = screen.getByRole('heading', { name: 'Second' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('keeps the focus a new screen gave itself', async () => {
    const { rerender } = render(<Screen path="/a" heading="First" />);
    await act(async () => rerender(<Screen path="/b" heading="Play" autoFocusInput />));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Your guess' }));
  });

  it("moves on to the new screen's heading when the old screen stayed until it arrived", async () => {
    const { rerender } = render(<Shell path="/a" heading="First" />);
    screen.getByRole('button', { name: 'Go' }).focus();
    // The path changed; the old screen still shows (its code is loading).
    await act(async () => rerender(<Shell path="/b" heading="First" />));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'First' }));
    // The new screen replaces it.
    await act(async () => rerender(<Shell path="/b" heading="Second" />));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Second' }));
  });

  it('leaves the focus where the user moved it before the new screen arrived', async () => {
    const { rerender } = render(<Shell path="/a" heading="First" />);
    screen.getByRole('button', { name: 'Go' }).focus();
    await act(async () => rerender(<Shell path="/b" heading="First" />));
    screen.getByRole('link', { name: 'Home' }).focus();
    await act(async () => rerender(<Shell path="/b" heading="Second" />));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Home' }));
  });
});

/** The app's frame (the hook lives there, across screens) and a screen keyed by its heading. */
function Shell({ path, heading }: { path: string; heading: string }) {
  useRouteFocus(path);
  return (
    <>
      <nav>
        <a href="#home">Home</a>
      </nav>
      <main id="main">
        <div key={heading}>
          <h1>{heading}</h1>
          <button type="button">Go</button>
        </div>
      </main>
    </>
  );
}
