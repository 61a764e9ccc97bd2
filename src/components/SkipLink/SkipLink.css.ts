import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const root = style({
  position: 'absolute',
  top: vars.space.xs,
  left: vars.space.xs,
  zIndex: 100,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: 700,
  transform: 'translateY(-200%)',
  ':focus': { transform: 'none' },
  '@media': { print: { display: 'none' } },
});
