// The theme follows the system colour scheme live, on <html> (where react-aria Modals inherit it).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followSystemColorScheme } from '../../src/views/theme/color-scheme.ts';
import { darkTheme, lightTheme } from '../../src/views/theme/theme.css.ts';
import { media } from '../../src/views/theme/media.ts';

/** A matchMedia whose `(prefers-color-scheme: dark)` answer the test flips. */
function fakeSystemScheme(initiallyDark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initiallyDark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (text: string) => {
    expect(text).toBe('(prefers-color-scheme: dark)');
    return query;
  });
  return {
    set(dark: boolean) {
      query.matches = dark;
      listeners.forEach((listener) => listener());
    },
    listenerCount: () => listeners.size,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.className = '';
});

describe('followSystemColorScheme', () => {
  it('starts light when the system is light, and switches live', () => {
    const system = fakeSystemScheme(false);
    const stop = followSystemColorScheme();
    const html = document.documentElement;
    expect(html).toHaveClass(lightTheme);
    expect(html).not.toHaveClass(darkTheme);
    system.set(true);
    expect(html).toHaveClass(darkTheme);
    expect(html).not.toHaveClass(lightTheme);
    expect(html.style.colorScheme).toBe('dark');
    system.set(false);
    expect(html).toHaveClass(lightTheme);
    stop();
    expect(system.listenerCount()).toBe(0);
  });

  it('starts dark when the system is dark', () => {
    fakeSystemScheme(true);
    followSystemColorScheme();
    expect(document.documentElement).toHaveClass(darkTheme);
  });
});

describe('media queries (spec §9)', () => {
  it('uses the exact breakpoints', () => {
    expect(media).toEqual({
      xs: 'screen and (max-width: 660px)',
      sm: 'screen and (max-width: 800px)',
      md: 'screen and (max-width: 1020px)',
      lg: 'screen and (max-width: 1280px)',
      xl: 'screen and (max-width: 1420px)',
      xxl: 'screen and (max-width: 1600px)',
      gtXs: 'screen and (min-width: 661px)',
      gtSm: 'screen and (min-width: 801px)',
      gtMd: 'screen and (min-width: 1021px)',
      gtLg: 'screen and (min-width: 1281px)',
      short: 'screen and (max-height: 820px)',
      tall: 'screen and (min-height: 820px)',
      hoverNone: '(hover: none)',
      pointerCoarse: '(pointer: coarse)',
    });
  });
});
