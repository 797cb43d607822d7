import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../theme/theme.css.ts';

export const countdown = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: tokens.space.sm,
  margin: 0,
});

export const lead = style({
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  color: vars.color.textMuted,
});

export const units = style({ display: 'flex', gap: tokens.space.xs });

export const unit = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: tokens.space.xxs,
  minWidth: '2.75rem',
  justifyContent: 'center',
  padding: `${tokens.space.xxs} ${tokens.space.sm}`,
  borderRadius: tokens.radius.sm,
  background: vars.color.secondary,
  color: vars.color.onSecondary,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: tokens.fontWeight.bold,
  fontSize: tokens.fontSize.md,
});

export const unitName = style({ fontSize: tokens.fontSize.xs, fontWeight: tokens.fontWeight.medium });

export const ended = style({ margin: 0, fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

export const deal = style({
  margin: 0,
  alignSelf: 'flex-start',
  padding: `${tokens.space.xxs} ${tokens.space.md}`,
  borderRadius: tokens.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: tokens.fontWeight.bold,
  fontSize: tokens.fontSize.md,
  whiteSpace: 'nowrap',
});
