import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const root = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
