import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/media.ts';
import { tokens, vars } from '../theme/theme.css.ts';

export const dialog = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: 0,
    outline: 'none',
    // Long e-mail addresses and reasons wrap instead of widening the dialog.
    overflowWrap: 'anywhere',
  },
  variants: {
    /** `false` for a dialog that lays out its own header and scrolling body (sheets, popovers). */
    padded: {
      true: { gap: tokens.space.lg, padding: tokens.space.xl },
      false: { flex: 1, minWidth: 0, overflowY: 'auto' },
    },
  },
  defaultVariants: { padded: true },
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: tokens.space.sm,
  marginTop: tokens.space.sm,
  // Stacked on phones, the main action on top where the thumb is.
  '@media': { [media.xs]: { flexDirection: 'column-reverse', alignItems: 'stretch' } },
});

export const text = style({ color: vars.color.textMuted });
