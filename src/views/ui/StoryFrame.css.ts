import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { tokens, vars } from '../theme/theme.css.ts';

export const frame = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: tokens.space.lg, padding: tokens.space.xl },
  variants: {
    width: {
      narrow: { maxWidth: '360px' },
      form: { maxWidth: '420px' },
      page: { maxWidth: '760px' },
      full: {},
    },
    /** `start` keeps buttons at their own width; `end` for controls at the end of the top bar. */
    align: {
      stretch: {},
      start: { alignItems: 'flex-start' },
      end: { flexDirection: 'row', justifyContent: 'flex-end' },
    },
  },
  defaultVariants: { width: 'full', align: 'stretch' },
});

/** A fixed-height box that scrolls, like the notification popover, for lists that page inside one. */
export const scrollPanel = style({
  height: '360px',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.lg,
  background: vars.color.surface,
});
