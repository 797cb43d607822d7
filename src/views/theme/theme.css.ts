// One theme contract, two themes; the class goes on <html> so Modals rendered into <body> inherit it.
import { createGlobalTheme, createTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';

export const vars = createThemeContract({
  color: {
    primary: null,
    primaryHover: null,
    primaryPressed: null,
    onPrimary: null,
    secondary: null,
    secondaryHover: null,
    onSecondary: null,
    error: null,
    errorSurface: null,
    onErrorSurface: null,
    warningSurface: null,
    onWarningSurface: null,
    successSurface: null,
    onSuccessSurface: null,
    background: null,
    surface: null,
    surfaceMuted: null,
    text: null,
    textMuted: null,
    link: null,
    border: null,
    borderStrong: null,
    focusRing: null,
    overlay: null,
  },
});

/** Values that do not change between light and dark. */
export const tokens = createGlobalTheme(':root', {
  font: {
    body: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' },
  radius: { sm: '6px', md: '10px', lg: '16px', full: '9999px' },
  shadow: {
    raised: '0 1px 2px hsl(222 30% 10% / 0.08), 0 4px 16px hsl(222 30% 10% / 0.08)',
    overlay: '0 12px 40px hsl(222 30% 10% / 0.25)',
  },
});

export const lightTheme = createTheme(vars, {
  color: {
    primary: 'hsl(42 64% 58%)',
    primaryHover: 'hsl(42 64% 52%)',
    primaryPressed: 'hsl(42 64% 46%)',
    onPrimary: 'hsl(222 47% 11%)',
    secondary: 'hsl(222 64% 26%)',
    secondaryHover: 'hsl(222 64% 20%)',
    onSecondary: 'hsl(0 0% 100%)',
    error: 'hsl(0 72% 42%)',
    errorSurface: 'hsl(0 86% 96%)',
    onErrorSurface: 'hsl(0 72% 30%)',
    warningSurface: 'hsl(42 90% 92%)',
    onWarningSurface: 'hsl(30 80% 22%)',
    successSurface: 'hsl(142 60% 93%)',
    onSuccessSurface: 'hsl(142 70% 20%)',
    background: 'hsl(40 33% 98%)',
    surface: 'hsl(0 0% 100%)',
    surfaceMuted: 'hsl(40 20% 94%)',
    text: 'hsl(222 47% 11%)',
    textMuted: 'hsl(222 15% 36%)',
    link: 'hsl(222 64% 32%)',
    border: 'hsl(222 15% 86%)',
    borderStrong: 'hsl(222 12% 46%)',
    focusRing: 'hsl(222 64% 40%)',
    overlay: 'hsl(222 47% 11% / 0.45)',
  },
});

export const darkTheme = createTheme(vars, {
  color: {
    primary: 'hsl(42 64% 58%)',
    primaryHover: 'hsl(42 64% 64%)',
    primaryPressed: 'hsl(42 64% 70%)',
    onPrimary: 'hsl(222 47% 11%)',
    secondary: 'hsl(218 70% 72%)',
    secondaryHover: 'hsl(218 70% 80%)',
    onSecondary: 'hsl(222 47% 11%)',
    error: 'hsl(0 85% 70%)',
    errorSurface: 'hsl(0 45% 18%)',
    onErrorSurface: 'hsl(0 90% 88%)',
    warningSurface: 'hsl(38 50% 18%)',
    onWarningSurface: 'hsl(42 90% 82%)',
    successSurface: 'hsl(142 40% 16%)',
    onSuccessSurface: 'hsl(142 60% 82%)',
    background: 'hsl(222 30% 9%)',
    surface: 'hsl(222 28% 13%)',
    surfaceMuted: 'hsl(222 24% 18%)',
    text: 'hsl(40 20% 94%)',
    textMuted: 'hsl(222 14% 72%)',
    link: 'hsl(218 80% 78%)',
    border: 'hsl(222 18% 26%)',
    borderStrong: 'hsl(222 12% 60%)',
    focusRing: 'hsl(42 64% 64%)',
    overlay: 'hsl(222 60% 3% / 0.65)',
  },
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  fontFamily: tokens.font.body,
  fontSize: '100%',
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.background,
  WebkitTextSizeAdjust: '100%',
});

globalStyle('body', { margin: 0, minHeight: '100dvh' });

globalStyle('h1, h2, h3, h4, p', { margin: 0 });

globalStyle('a', { color: vars.color.link });

// index.html's own "Loading…", the first paint a slow phone shows before the app's script has arrived; the
// app replaces it (with the same words while it still waits). The themed colours need the class the script
// sets, so it takes the system's.
globalStyle('[data-boot]', {
  minHeight: '60dvh',
  display: 'grid',
  placeItems: 'center',
  color: 'GrayText',
});
