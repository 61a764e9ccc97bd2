import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const root = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start' });

export const icon = style({ color: vars.color.accent });

export const hours = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});

export const day = style({ fontWeight: 700 });

export const time = style({ margin: 0, color: vars.color.textMuted });

export const address = style({ fontWeight: 700, wordBreak: 'break-all' });

export const row = style({ display: 'contents' });
