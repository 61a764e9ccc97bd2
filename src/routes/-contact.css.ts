import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../styles/theme.css.ts';

export const layout = style({
  display: 'grid',
  gap: vars.space.xxl,
  paddingBottom: vars.space.xxxl,
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});
