import { style } from '@vanilla-extract/css';
import { tokens } from '../theme/theme.css.ts';

export const failure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.lg,
  maxWidth: '640px',
  marginInline: 'auto',
  padding: tokens.space.xl,
});
