import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/media.ts';
import { tokens, vars } from '../theme/theme.css.ts';
import { fadeIn, motion, rise } from './motion.css.ts';

/** Above sheets (100): a dialog opened from a drawer covers it. */
export const overlay = style([
  {
    position: 'fixed',
    inset: 0,
    zIndex: 110,
    display: 'grid',
    placeItems: 'center',
    padding: tokens.space.lg,
    background: vars.color.overlay,
    '@media': { [media.xs]: { padding: 0, placeItems: 'stretch' } },
  },
  motion(fadeIn),
]);

const width = createVar();

export const modal = recipe({
  base: [
    {
      width: `min(${width}, 100%)`,
      maxHeight: '100%',
      overflowY: 'auto',
      borderRadius: tokens.radius.lg,
      background: vars.color.surface,
      color: vars.color.text,
      boxShadow: tokens.shadow.overlay,
      outline: 'none',
      // A phone gets the whole screen: no margin around a form to thumb past.
      '@media': { [media.xs]: { width: '100%', borderRadius: 0 } },
    },
    motion(rise),
  ],
  variants: {
    size: {
      sm: { vars: { [width]: '400px' } },
      md: { vars: { [width]: '460px' } },
      lg: { vars: { [width]: '720px' } },
    },
  },
  defaultVariants: { size: 'md' },
});
