// Shared look of labelled fields: label, control, description and error, styled by RAC data attributes.
import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../theme/theme.css.ts';
import { focusRing } from './focus.css.ts';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  color: vars.color.text,
});

export const control = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  width: '100%',
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    [`${field}[data-invalid] &`]: { borderColor: vars.color.error },
    '&:focus-within': { borderColor: vars.color.focusRing },
    '&[data-focus-within]': { borderColor: vars.color.focusRing },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: '42px',
  padding: `0 ${tokens.space.md}`,
  border: 'none',
  borderRadius: tokens.radius.md,
  background: 'transparent',
  color: 'inherit',
  // 16px keeps iOS Safari from zooming into the field on focus.
  font: 'inherit',
  fontSize: tokens.fontSize.md,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const standaloneInput = style([
  input,
  {
    border: `1px solid ${vars.color.borderStrong}`,
    selectors: {
      [`${field}[data-invalid] &`]: { borderColor: vars.color.error },
      '&[data-focused]': {
        borderColor: vars.color.focusRing,
        boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
      },
    },
  },
]);

export const textArea = style([
  standaloneInput,
  {
    minHeight: '120px',
    padding: tokens.space.md,
    resize: 'vertical',
    fieldSizing: 'content',
    maxHeight: '50vh',
  },
]);

export const description = style({ fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  fontSize: tokens.fontSize.sm,
  color: vars.color.error,
  fontWeight: tokens.fontWeight.medium,
});

export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '42px',
  flex: 'none',
  border: 'none',
  borderRadius: tokens.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
});
