import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { tokens, vars } from '../theme/theme.css.ts';
import { focusRing } from './focus.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const list = recipe({
  base: {
    margin: 0,
    padding: 0,
    listStyle: 'none',
    display: 'flex',
    flexDirection: 'column',
    outline: 'none',
  },
  variants: {
    layout: {
      list: { gap: tokens.space.md },
      grid: { selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' } } },
    },
  },
});

export const item = recipe({
  variants: {
    layout: {
      list: {},
      grid: {
        cursor: 'pointer',
        outline: 'none',
        WebkitTapHighlightColor: 'transparent',
        selectors: {
          '&[data-hovered]': { background: vars.color.surfaceMuted },
          '&[data-pressed]': { background: vars.color.border },
          '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
        },
      },
    },
  },
});

export const status = style({
  padding: tokens.space.md,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
});

export const failure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: tokens.space.sm,
  paddingBlock: tokens.space.md,
});

/** One pixel at the end of the list; what the observer watches. */
export const sentinel = style({ height: '1px', flex: 'none' });
