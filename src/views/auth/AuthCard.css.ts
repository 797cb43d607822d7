import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { narrow } from '../theme/media.ts';
import { tokens, vars } from '../theme/theme.css.ts';

export const page = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: tokens.space.xl,
  padding: `${tokens.space.xxl} ${tokens.space.lg}`,
  '@media': { [narrow]: { justifyContent: 'flex-start', padding: `${tokens.space.xl} ${tokens.space.lg}` } },
});

export const card = recipe({
  base: {
    width: '100%',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.space.xl,
    padding: tokens.space.xxl,
    borderRadius: tokens.radius.lg,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    boxShadow: tokens.shadow.raised,
    '@media': { [narrow]: { padding: tokens.space.xl } },
  },
  variants: { width: { form: { maxWidth: '440px' }, wide: { maxWidth: '560px' } } },
  defaultVariants: { width: 'form' },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.sm });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: tokens.space.xs,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
});

export const row = style({ display: 'flex', justifyContent: 'flex-end' });

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: tokens.space.lg,
  '@media': { [narrow]: { gridTemplateColumns: '1fr' } },
});

export const actions = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.md });

/** An e-mail address in running text: long ones break anywhere rather than widen a phone's page. */
export const address = style({ overflowWrap: 'anywhere' });
