import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { tokens, vars } from '../theme/theme.css.ts';

export const emptyState = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.space.sm,
    textAlign: 'center',
    color: vars.color.textMuted,
  },
  variants: {
    /** `compact` for panels and popovers, where a page-sized empty state would crowd the frame. */
    size: {
      page: { padding: `${tokens.space.xxxl} ${tokens.space.lg}` },
      compact: { padding: `${tokens.space.xxl} ${tokens.space.lg}`, fontSize: tokens.fontSize.sm },
    },
  },
  defaultVariants: { size: 'page' },
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  marginBottom: tokens.space.xs,
  borderRadius: tokens.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});

export const text = style({ maxWidth: '48ch' });

export const action = style({ marginTop: tokens.space.sm });
