import { style } from '@vanilla-extract/css';
import { media } from '../theme/media.ts';
import { tokens, vars } from '../theme/theme.css.ts';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, max-content) minmax(0, 1fr)',
  gap: `${tokens.space.sm} ${tokens.space.lg}`,
  margin: 0,
  '@media': { [media.xs]: { gridTemplateColumns: '1fr', gap: tokens.space.xxs } },
});

/** Term and value stay a pair in the markup while the grid lays out their cells. */
export const pair = style({ display: 'contents' });

export const term = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });

export const value = style({
  margin: 0,
  // Words break only when one alone is wider than the column (an e-mail address on a phone).
  overflowWrap: 'break-word',
  whiteSpace: 'pre-wrap',
  '@media': { [media.xs]: { marginBottom: tokens.space.sm } },
});
