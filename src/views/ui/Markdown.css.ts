import { globalStyle, style } from '@vanilla-extract/css';
import { tokens } from '../theme/theme.css.ts';

export const markdown = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.md,
  // A long address (a URL, an e-mail) breaks rather than widening the page.
  overflowWrap: 'break-word',
});

// A section starts with air above its heading, more than between its own paragraphs.
globalStyle(`${markdown} > :is(h2, h3, h4, h5, h6):not(:first-child)`, { marginTop: tokens.space.lg });

export const list = style({
  margin: 0,
  paddingInlineStart: tokens.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
});
