import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const root = style({
  width: '100%',
  maxWidth: vars.width.content,
  marginInline: 'auto',
  paddingInline: `clamp(${vars.space.md}, 4vw, ${vars.space.xl})`,
});
