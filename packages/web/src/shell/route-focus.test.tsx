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

describe('useRouteFocus (issue 23: focus managed on every screen change)', () => {
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
});
