import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

const base = style({ display: 'grid', gap: vars.space.lg, padding: 0, margin: 0, listStyle: 'none' });

/** Minimum column widths; the grid fills the row with as many as fit. */
export const columns = styleVariants({
  narrow: [base, { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))' }],
  medium: [base, { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))' }],
  wide: [base, { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))' }],
});
