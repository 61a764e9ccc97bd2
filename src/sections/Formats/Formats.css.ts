import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const groupHeader = style({ display: 'grid', gap: vars.space.xxs });

export const list = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });

export const format = style({
  display: 'grid',
  gap: '0.125rem',
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const name = style({ fontWeight: 700 });

export const detail = style({ color: vars.color.textMuted, fontSize: '0.95rem' });
