import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const note = style({ maxWidth: vars.width.prose, marginBottom: vars.space.lg, color: vars.color.textMuted, fontSize: '0.95rem' });

export const figure = style({ display: 'grid', gap: vars.space.md, margin: 0 });

export const caption = style({ display: 'grid', gap: vars.space.sm });

export const changes = style({ display: 'grid', gap: vars.space.xs, margin: 0, fontSize: '0.95rem' });

globalStyle(`${changes} dt`, { fontWeight: 800, textTransform: 'uppercase', letterSpacing: '0.08em', fontSize: '0.75rem' });
globalStyle(`${changes} dd`, { margin: 0 });

export const credit = style({ color: vars.color.textMuted, fontSize: '0.85rem', marginTop: vars.space.md });
globalStyle(`${figure} ${credit}`, { marginTop: 0 });
