import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: 800,
  fontSize: '1.2rem',
  letterSpacing: '-0.01em',
  color: vars.color.text,
  textDecoration: 'none',
});

export const mark = style({ color: vars.color.accent, flexShrink: 0 });
