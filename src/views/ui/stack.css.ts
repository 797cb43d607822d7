// A bare list laid out as a column: the history of decisions, the steps of a guide.
import { style } from '@vanilla-extract/css';
import { tokens } from '../theme/theme.css.ts';

export const stackList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.md,
});
