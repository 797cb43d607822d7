import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../../theme/theme.css.ts';

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
  fontStyle: 'italic',
});
