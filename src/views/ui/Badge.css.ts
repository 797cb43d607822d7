import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { tokens, vars } from '../theme/theme.css.ts';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    alignSelf: 'flex-start',
    gap: tokens.space.xs,
    padding: `0 ${tokens.space.sm}`,
    borderRadius: tokens.radius.full,
    fontSize: tokens.fontSize.xs,
    fontWeight: tokens.fontWeight.semibold,
    lineHeight: 1.7,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceMuted, color: vars.color.text },
      /** Draws the eye (something new), in the brand colour. */
      accent: { background: vars.color.primary, color: vars.color.onPrimary },
      info: { background: vars.color.secondary, color: vars.color.onSecondary },
      success: { background: vars.color.successSurface, color: vars.color.onSuccessSurface },
      warning: { background: vars.color.warningSurface, color: vars.color.onWarningSurface },
      error: { background: vars.color.errorSurface, color: vars.color.onErrorSurface },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeTone = NonNullable<NonNullable<RecipeVariants<typeof badge>>['tone']>;
