import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../theme/theme.css.ts';

export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: tokens.space.md,
  padding: `${tokens.space.md} ${tokens.space.lg}`,
  borderRadius: tokens.radius.md,
  borderInlineStart: '4px solid',
  fontWeight: tokens.fontWeight.medium,
  selectors: {
    '&[data-tone="warning"]': {
      background: vars.color.warningSurface,
      color: vars.color.onWarningSurface,
      borderColor: vars.color.primaryPressed,
    },
    '&[data-tone="error"]': {
      background: vars.color.errorSurface,
      color: vars.color.onErrorSurface,
      borderColor: vars.color.error,
    },
    '&[data-tone="success"]': {
      background: vars.color.successSurface,
      color: vars.color.onSuccessSurface,
      borderColor: vars.color.onSuccessSurface,
    },
    '&[data-tone="info"]': {
      background: vars.color.surfaceMuted,
      color: vars.color.text,
      borderColor: vars.color.secondary,
    },
  },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xs, minWidth: 0 });
