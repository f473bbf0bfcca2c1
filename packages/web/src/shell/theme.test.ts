import { describe, expect, it } from 'vitest';
import { applyTheme, initialTheme, isTheme, THEME_STORAGE_KEY, toggledTheme } from './theme';

describe('theme', () => {
  it('starts from the stored preference when there is one', () => {
    expect(initialTheme('dark', false)).toBe('dark');
    expect(initialTheme('light', true)).toBe('light');
  });

  it('otherwise follows the OS dark colour-scheme preference', () => {
    expect(initialTheme(null, true)).toBe('dark');
    expect(initialTheme(null, false)).toBe('light');
    expect(initialTheme('purple', true)).toBe('dark');
  });

  it('only dark and light are theme values', () => {
    expect(isTheme('dark')).toBe(true);
    expect(isTheme('light')).toBe(true);
    expect(isTheme('system')).toBe(false);
  });

  it('a toggle flips it', () => {
    expect(toggledTheme('dark')).toBe('light');
    expect(toggledTheme('light')).toBe('dark');
  });

  it('each change sets or clears the dark marker on the root and saves the value', () => {
    const root = document.documentElement;
    applyTheme('dark');
    expect(root.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    applyTheme('light');
    expect(root.classList.contains('dark')).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });
});
