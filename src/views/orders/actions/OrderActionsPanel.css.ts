import { style } from '@vanilla-extract/css';
import { tokens } from '../../theme/theme.css.ts';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.md, minWidth: 0 });

/** The actions side by side, wrapping onto a second line on a narrow phone. */
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm });
