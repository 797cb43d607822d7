import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../theme/theme.css.ts';

export const heading = style({
  color: vars.color.text,
  fontWeight: tokens.fontWeight.bold,
  lineHeight: 1.25,
  letterSpacing: '-0.01em',
  selectors: {
    '&[data-size="xl"]': { fontSize: tokens.fontSize.xxl },
    '&[data-size="lg"]': { fontSize: tokens.fontSize.xl },
    '&[data-size="md"]': { fontSize: tokens.fontSize.lg },
    '&[data-size="sm"]': { fontSize: tokens.fontSize.md },
  },
});

export const text = style({
  color: vars.color.text,
  selectors: { '&[data-muted]': { color: vars.color.textMuted } },
});
