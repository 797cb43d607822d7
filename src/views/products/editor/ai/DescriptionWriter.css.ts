import { style } from '@vanilla-extract/css';
import { media } from '../../../theme/media.ts';
import { tokens, vars } from '../../../theme/theme.css.ts';

/** Tone and count share a row where there is room. */
export const pickers = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: tokens.space.lg,
  alignItems: 'start',
  '@media': { [media.xs]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const questions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.md,
  paddingTop: tokens.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: tokens.fontSize.sm });

/** Start-aligned buttons inside the form (Suggest questions, Try again). */
export const inlineAction = style({ alignSelf: 'flex-start' });

/** The drafts side by side; one column on phones. */
export const drafts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
  gap: tokens.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // Focused only by the script, when the drafts come (as the page's h1 is).
  ':focus': { outline: 'none' },
  '@media': { [media.xs]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const draft = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.md,
  minWidth: 0,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

/** A draft as written: its paragraphs and line breaks kept. */
export const draftText = style({ flex: 1, margin: 0, whiteSpace: 'pre-wrap' });

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space.sm,
  margin: 0,
  color: vars.color.textMuted,
});
