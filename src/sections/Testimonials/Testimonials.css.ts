import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, height: '100%', margin: 0 });

export const stars = style({ display: 'flex', gap: '0.125rem', color: vars.color.rating });

export const quote = style({ margin: 0, fontSize: '1.05rem' });

export const person = style({ display: 'grid', marginTop: 'auto', paddingTop: vars.space.sm });

export const name = style({ fontWeight: 700, fontStyle: 'normal' });

export const role = style({ color: vars.color.textMuted, fontSize: '0.925rem' });
