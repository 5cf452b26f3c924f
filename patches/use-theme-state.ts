// Stands in for '@theme' in Rspress's client entry, which takes the app root's light/dark state from the
// theme's useThemeState (and nothing else). Rspress 1.47's hook sets a state of its own right after
// mounting (a flag that skips its effects on the first render), so the whole app renders a second time,
// in one unsliced task, just after hydration. This one keeps the behaviour (stored choice, system preference, other tabs)
// and listens for changes instead of re-reading them through state, so mounting changes nothing.
// The site never turns dark mode off (themeConfig.darkMode), so that switch is left out.
// A change (the switch, the system setting, another tab) can come while the page body is still hydrating:
// on a slow phone, or when the system turns dark at dusk. React hydrates the body after the nav, and an
// urgent update of the theme above it would make React give up hydrating, throw away the body's HTML and
// render it again (React error #421). So the page's colours change at once, on the <html> element, and
// until the body has committed (page-body.tsx), React's state follows in a transition, which waits
// for hydration. Only until then: the theme's switch computes the next theme from React's state, so a
// second click while a transition is pending would be lost.
import { useCallback, useEffect, useState } from 'react';
import { afterPageBody, noteShellCommitted } from './page-body';

// @ts-ignore: Rspress's alias of the site's theme (theme/index.tsx)
export * from '@theme';

type Theme = 'light' | 'dark';
type StoredTheme = Theme | 'auto';

const STORAGE_KEY = 'rspress-theme-appearance';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const storedTheme = (): StoredTheme => {
  const value = localStorage.getItem(STORAGE_KEY);
  return value === 'light' || value === 'dark' ? value : 'auto';
};
const preferredTheme = (): Theme => {
  const stored = storedTheme();
  if (stored !== 'auto') return stored;
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
};

const applyTheme = (theme: Theme) => {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
};

export function useThemeState() {
  const [theme, setThemeState] = useState<Theme>(() => {
    if (typeof window === 'undefined') return 'light';
    const { RSPRESS_THEME, MODERN_THEME } = window as { RSPRESS_THEME?: string; MODERN_THEME?: string };
    const fixed = RSPRESS_THEME ?? MODERN_THEME;
    if (fixed) return fixed === 'dark' ? 'dark' : 'light';
    return preferredTheme();
  });

  const setTheme = useCallback((value: Theme, storeValue: StoredTheme = value) => {
    applyTheme(value);
    localStorage.setItem(STORAGE_KEY, storeValue);
    afterPageBody(() => setThemeState(value));
  }, []);

  useEffect(() => applyTheme(theme), [theme]);
  useEffect(noteShellCommitted, []);

  useEffect(() => {
    const system = window.matchMedia(DARK_QUERY);
    // As in Rspress: a change of the system setting applies and turns the stored choice back to auto.
    const onSystemChange = (event: MediaQueryListEvent) => setTheme(event.matches ? 'dark' : 'light', 'auto');
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEY) return;
      const value = preferredTheme();
      applyTheme(value);
      afterPageBody(() => setThemeState(value));
    };
    system.addEventListener('change', onSystemChange);
    window.addEventListener('storage', onStorage);
    return () => {
      system.removeEventListener('change', onSystemChange);
      window.removeEventListener('storage', onStorage);
    };
  }, [setTheme]);

  return [theme, setTheme] as const;
}
