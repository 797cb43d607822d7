// Follows the system colour scheme live by putting the theme class on <html> (spec §1: light default).
import { darkTheme, lightTheme } from './theme.css.ts';

export type ColorScheme = 'light' | 'dark';

const darkQuery = '(prefers-color-scheme: dark)';

export const themeClass = (scheme: ColorScheme): string => (scheme === 'dark' ? darkTheme : lightTheme);

/** Puts `scheme`'s class on `root`, removing the other one. */
export const applyColorScheme = (scheme: ColorScheme, root: HTMLElement = document.documentElement): void => {
  root.classList.remove(lightTheme, darkTheme);
  root.classList.add(themeClass(scheme));
  root.style.colorScheme = scheme;
};

/** Applies the system scheme now and whenever it changes; returns the unsubscribe. */
export const followSystemColorScheme = (root: HTMLElement = document.documentElement): (() => void) => {
  const query = globalThis.matchMedia?.(darkQuery);
  const apply = () => applyColorScheme(query?.matches ? 'dark' : 'light', root);
  apply();
  query?.addEventListener('change', apply);
  return () => query?.removeEventListener('change', apply);
};
