import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accentSubtle,
  color: vars.color.accent,
});
