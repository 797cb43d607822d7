import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/media.ts';
import { tokens, vars } from '../theme/theme.css.ts';
import { fadeIn, motion, slideFromEnd, slideFromStart } from './motion.css.ts';

/** A drawer's width where the screen is wider than a phone (a phone gets all of it). */
const drawerWidth = '360px';

/** Under modals (110), over the shell's bars. */
export const overlay = style([
  { position: 'fixed', inset: 0, zIndex: 100, background: vars.color.overlay },
  motion(fadeIn),
]);

export const sheet = recipe({
  base: {
    position: 'fixed',
    insetBlock: 0,
    display: 'flex',
    flexDirection: 'column',
    maxWidth: '100vw',
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: tokens.shadow.overlay,
    outline: 'none',
  },
  variants: {
    side: {
      end: [{ insetInlineEnd: 0 }, motion(slideFromEnd, 240, 180)],
      start: [{ insetInlineStart: 0 }, motion(slideFromStart, 240, 180)],
    },
    size: {
      drawer: { width: drawerWidth, '@media': { [media.xs]: { width: '100vw' } } },
      /** The whole screen at any width: a phone layout chosen by the caller. */
      screen: { insetInline: 0, width: 'auto', boxShadow: 'none' },
    },
  },
  defaultVariants: { side: 'end', size: 'drawer' },
});
