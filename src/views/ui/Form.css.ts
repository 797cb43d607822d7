import { style } from '@vanilla-extract/css';
import { tokens } from '../theme/theme.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.lg });
