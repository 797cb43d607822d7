import { recipe } from '@vanilla-extract/recipes';
import { narrow } from '../theme/media.ts';
import { tokens, vars } from '../theme/theme.css.ts';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.space.md,
    minWidth: 0,
    borderRadius: tokens.radius.lg,
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
  },
  variants: {
    padding: {
      md: { padding: tokens.space.lg },
      lg: { padding: tokens.space.xl, '@media': { [narrow]: { padding: tokens.space.lg } } },
    },
  },
  defaultVariants: { padding: 'lg' },
});
