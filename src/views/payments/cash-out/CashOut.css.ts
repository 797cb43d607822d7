import { style } from '@vanilla-extract/css';
import { media } from '../../theme/media.ts';
import { tokens, vars } from '../../theme/theme.css.ts';
import { focusRing } from '../../ui/focus.css.ts';

/** The channel picker's arrow inside its field: a 44 px target that opens the whole list. */
export const toggle = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '44px',
  alignSelf: 'stretch',
  border: 'none',
  borderRadius: tokens.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

/** As wide as the field, long bank names wrapping, so the list never reaches past a phone's edge. */
export const channelPopover = style({ width: 'var(--trigger-width)' });

export const section = style({
  selectors: { '& + &': { marginTop: tokens.space.xs, borderTop: `1px solid ${vars.color.border}` } },
});

export const sectionHeader = style({
  padding: `${tokens.space.sm} ${tokens.space.md} ${tokens.space.xs}`,
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const noMatch = style({ margin: 0, padding: tokens.space.md, color: vars.color.textMuted });

/** The amount and its "Cash out all" side by side; on a phone the button goes under the field. */
export const amountRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: tokens.space.sm,
  '@media': { [media.xs]: { flexDirection: 'column' } },
});

export const amountField = style({ flex: '1 1 auto', alignSelf: 'stretch' });

/** Level with the input, below the field's label. */
export const allButton = style({
  flexShrink: 0,
  marginTop: `calc(${tokens.fontSize.sm} * 1.5 + ${tokens.space.xs})`,
  '@media': { [media.xs]: { marginTop: 0 } },
});

export const available = style({ margin: 0, color: vars.color.textMuted });

export const availableAmount = style({ color: vars.color.text, fontWeight: tokens.fontWeight.semibold });
