import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../../theme/media.ts';
import { tokens, vars } from '../../../theme/theme.css.ts';

export const body = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.lg, minWidth: 0 });

/** The photo beside the prompt on a wide screen; above it on a phone. */
export const prompting = style({
  display: 'grid',
  gridTemplateColumns: '160px minmax(0, 1fr)',
  gap: tokens.space.lg,
  alignItems: 'start',
  '@media': { [media.xs]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** Before and after, side by side at every width: the comparison is the point. */
export const pictures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: tokens.space.md,
});

export const figure = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xs, margin: 0 });

export const source = style({
  '@media': { [media.xs]: { maxWidth: '160px' } },
});

export const picture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'contain',
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const caption = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });

export const fields = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.md, minWidth: 0 });

export const suggest = style({ alignSelf: 'flex-start' });

export const note = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm, margin: 0 });

export const working = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xs });

export const bar = style({
  position: 'relative',
  height: '8px',
  borderRadius: tokens.radius.full,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

const sweep = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

/** No percentage to show (the server answers once, with the picture): a band sweeps while it works. */
export const band = style({
  position: 'absolute',
  insetBlock: 0,
  width: '40%',
  borderRadius: tokens.radius.full,
  background: vars.color.primary,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${sweep} 1.4s ease-in-out infinite` },
    // Without motion the bar stays full, which still says "working" beside its text.
    '(prefers-reduced-motion: reduce)': { width: '100%' },
  },
});
