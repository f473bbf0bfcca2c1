import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isSoundMuted, SOUND_MUTED_KEY } from './sound-preference';
import { SoundToggle } from './sound-toggle';

describe('sound toggle (a mute control remembered per device)', () => {
  it('is on by default, mutes on click and remembers it in local storage', async () => {
    render(<SoundToggle />);
    const toggle = screen.getByRole('button', { name: 'Mute sounds' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem(SOUND_MUTED_KEY)).toBe('1');
    expect(isSoundMuted()).toBe(true);
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem(SOUND_MUTED_KEY)).toBeNull();
  });

  it('starts muted when this device chose so before (e.g. after a reload)', () => {
    localStorage.setItem(SOUND_MUTED_KEY, '1');
    render(<SoundToggle />);
    const toggle = screen.getByRole('button', { name: 'Mute sounds' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('every toggle on the page follows the choice', async () => {
    render(
      <>
        <SoundToggle />
        <SoundToggle />
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Mute sounds' });
    await userEvent.click(first!);
    expect(second!.getAttribute('aria-pressed')).toBe('true');
  });
});
