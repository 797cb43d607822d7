import { createVar, style } from '@vanilla-extract/css';
import { media, narrow } from '../theme/media.ts';
import { tokens, vars } from '../theme/theme.css.ts';
import { focusRing } from '../ui/focus.css.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xl,
  maxWidth: '760px',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.lg,
  padding: tokens.space.xl,
  borderRadius: tokens.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  '@media': { [narrow]: { padding: tokens.space.lg } },
});

export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  gap: tokens.space.lg,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: tokens.space.sm,
  flexWrap: 'wrap',
});

export const progress = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space.sm,
  fontSize: tokens.fontSize.sm,
});

export const progressStep = style({
  padding: `${tokens.space.xs} ${tokens.space.md}`,
  borderRadius: tokens.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  selectors: {
    '&[data-state="current"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: tokens.fontWeight.semibold,
    },
    '&[data-state="done"]': { color: vars.color.text, borderColor: vars.color.borderStrong },
  },
});

export const muted = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });
export const error = style({
  color: vars.color.error,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
});

/**
 * A document's name and file beside its upload button; on a phone the button goes under them, as wide as
 * the card, so neither squeezes the other into a word per line.
 */
export const uploader = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: tokens.space.sm,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&[data-invalid]': { borderColor: vars.color.error } },
  '@media': { [media.xs]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** A file name is one long word more often than not. */
export const uploaderInfo = style({ overflowWrap: 'anywhere' });

export const meter = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xs,
});
export const bar = style({
  height: '6px',
  borderRadius: tokens.radius.full,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});
/** How far the upload is, 0% to 100%, set by the uploader. */
export const uploaded = createVar();
export const fill = style({ height: '100%', width: uploaded, background: vars.color.primary });

export const officer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.md,
  padding: tokens.space.lg,
  margin: 0,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const legend = style({ fontWeight: tokens.fontWeight.semibold, padding: `0 ${tokens.space.xs}` });

export const agreementText = style({
  maxHeight: '260px',
  overflowY: 'auto',
  padding: tokens.space.lg,
  borderRadius: tokens.radius.md,
  background: vars.color.surfaceMuted,
  whiteSpace: 'pre-wrap',
  fontSize: tokens.fontSize.sm,
  selectors: { '&:focus-visible': focusRing },
});

export const sectionHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: tokens.space.sm,
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: '320px',
  overflowY: 'auto',
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: tokens.shadow.overlay,
});

export const option = style({
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  cursor: 'pointer',
  outline: 'none',
  display: 'flex',
  flexDirection: 'column',
  selectors: { '&[data-focused]': { background: vars.color.surfaceMuted } },
});

export const emptyState = style({
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  color: vars.color.textMuted,
});

/**
 * Holds the map's place while its code loads, so the fields below do not jump; the map's read-out and
 * instructions below it are part of it and grow the box (never cut off or under the next field).
 */
export const mapBox = style({ minHeight: '320px', '@media': { [narrow]: { minHeight: '240px' } } });
