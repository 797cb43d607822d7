import { style } from '@vanilla-extract/css';
import { narrow } from '../theme/media.ts';
import { tokens, vars } from '../theme/theme.css.ts';
import { focusRing } from '../ui/focus.css.ts';

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
});

export const map = style({
  height: '320px',
  width: '100%',
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  // Leaflet's panes sit at z-index 400+; keep them under dialogs and the top bar.
  isolation: 'isolate',
  zIndex: 0,
  background: vars.color.surfaceMuted,
  selectors: {
    '&:focus-visible': focusRing,
  },
  '@media': { [narrow]: { height: '240px' } },
});

export const readout = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space.md,
  fontSize: tokens.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const hint = style({ fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

/** The offline outline of PH provinces, drawn by Leaflet as SVG paths. */
export const province = style({
  stroke: vars.color.secondary,
  fill: vars.color.primary,
  fillOpacity: 0.14,
});
