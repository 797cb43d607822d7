import { style } from '@vanilla-extract/css';
import { narrow } from '../theme/media.ts';
import { tokens, vars } from '../theme/theme.css.ts';
import { focusRing } from './focus.css.ts';

export const tabs = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

/** Three tabs: on a phone they share one row (two and one alone below would read as two groups). */
const threeTabs = ':has(> :nth-child(3):last-child)';

/**
 * Tabs never scroll out of sight: a tab hidden past the edge of a phone is one nobody finds. On a narrow
 * screen they form an even grid instead (four tabs on a phone make two rows of two, three share a row), each
 * cell as wide as its neighbours, rather than a row that leaves one tab alone below it.
 */
export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: tokens.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [narrow]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 8.5rem), 1fr))',
      selectors: { [`&${threeTabs}`]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
    },
  },
});

export const tab = style({
  padding: `${tokens.space.sm} ${tokens.space.lg}`,
  borderBottom: '3px solid transparent',
  color: vars.color.textMuted,
  fontWeight: tokens.fontWeight.medium,
  textAlign: 'center',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  '@media': {
    [narrow]: {
      paddingInline: tokens.space.md,
      // A third of a 320 px phone is 93 px: "Completed" needs the narrower padding to fit its cell.
      selectors: { [`${tabList}${threeTabs} &`]: { paddingInline: tokens.space.xs } },
    },
  },
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-pressed]': { background: vars.color.surfaceMuted },
    '&[data-selected]': { color: vars.color.text, borderBottomColor: vars.color.primary },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const tabPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.lg,
  paddingTop: tokens.space.lg,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});
