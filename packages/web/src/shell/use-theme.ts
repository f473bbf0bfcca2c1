import { useCallback, useState } from 'react';
import type { Theme } from '@trivia/game';
import {
  applyTheme,
  initialTheme,
  readStoredTheme,
  systemPrefersDark,
  toggledTheme,
} from './theme';

/** The current theme and a toggle; public/theme-init.js has already set the class before paint. */
export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const [theme, setTheme] = useState<Theme>(() =>
    initialTheme(readStoredTheme(), systemPrefersDark()),
  );
  const toggleTheme = useCallback(() => {
    const next = toggledTheme(theme);
    applyTheme(next);
    setTheme(next);
  }, [theme]);
  return { theme, toggleTheme };
}
