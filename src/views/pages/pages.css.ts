import { globalStyle, style } from '@vanilla-extract/css';
import { media, narrow } from '../theme/media.ts';
import { tokens, vars } from '../theme/theme.css.ts';
import { stackList } from '../ui/stack.css.ts';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.lg });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
  gap: tokens.space.xl,
});

export const list = style({
  margin: 0,
  paddingInlineStart: tokens.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
});

export const steps = stackList;

export const step = style({ display: 'flex', alignItems: 'center', gap: tokens.space.md });

export const stepMark = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: '28px',
  height: '28px',
  borderRadius: tokens.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  selectors: {
    '&[data-state="done"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&[data-state="blocked"]': { borderColor: vars.color.error, color: vars.color.error },
  },
});

export const muted = style({ color: vars.color.textMuted });

/** Landing page */
export const landing = style({ display: 'flex', flexDirection: 'column', minHeight: '100dvh' });

export const landingHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space.md,
  padding: `${tokens.space.lg} ${tokens.space.xl}`,
  '@media': { [narrow]: { padding: tokens.space.lg } },
});

/**
 * The header's way in keeps to one line beside the logo. On a phone there is room for one link, so it is
 * Log in, a little tighter: Register leads the hero right below it.
 */
export const headerActions = style({ flex: 'none', display: 'flex', gap: tokens.space.sm });

// Two classes outweigh the button recipe's one, whichever stylesheet the bundle puts first.
export const headerLogIn = style({
  '@media': { [media.xs]: { selectors: { [`${headerActions} &`]: { paddingInline: tokens.space.md } } } },
});

export const headerRegister = style({
  '@media': { [media.xs]: { selectors: { [`${headerActions} &`]: { display: 'none' } } } },
});

/** The hero's two actions share a phone's width, and each takes a whole row when they do not fit side by side. */
export const heroActions = style({
  display: 'flex',
  gap: tokens.space.sm,
  flexWrap: 'wrap',
  '@media': { [media.xs]: { alignSelf: 'stretch' } },
});

globalStyle(`${heroActions} > *`, { '@media': { [media.xs]: { flexGrow: 1 } } });

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: tokens.space.xl,
  width: '100%',
  maxWidth: '1120px',
  marginInline: 'auto',
  padding: `${tokens.space.xxxl} ${tokens.space.xl}`,
  '@media': { [narrow]: { padding: `${tokens.space.xl} ${tokens.space.lg}` } },
});

export const heroTitle = style({
  fontSize: 'clamp(2rem, 5vw, 3.25rem)',
  lineHeight: 1.1,
  maxWidth: '22ch',
});

export const heroLead = style({
  fontSize: tokens.fontSize.lg,
  color: vars.color.textMuted,
  maxWidth: '60ch',
});

export const features = style([
  grid,
  {
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
    width: '100%',
    maxWidth: '1120px',
    marginInline: 'auto',
    padding: `0 ${tokens.space.xl} ${tokens.space.xxxl}`,
    '@media': { [narrow]: { padding: `0 ${tokens.space.lg} ${tokens.space.xl}` } },
  },
]);

export const landingFooter = style({
  marginTop: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space.lg,
  justifyContent: 'center',
  padding: tokens.space.xl,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
});

/** A readable column for the policy and support pages. */
export const article = style({
  width: '100%',
  maxWidth: '760px',
  marginInline: 'auto',
  padding: `${tokens.space.xxl} ${tokens.space.xl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.lg,
  '@media': { [narrow]: { padding: `${tokens.space.xl} ${tokens.space.lg}` } },
});

/** Not found */
export const notFound = style({
  outline: 'none',
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: tokens.space.lg,
  padding: tokens.space.xl,
  textAlign: 'center',
});

export const illustration = style({
  width: '380px',
  height: '250px',
  maxWidth: '100%',
  '@media': { [narrow]: { width: '280px', height: '150px' } },
});
