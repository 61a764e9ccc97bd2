import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

/** The small uppercase label above a page's or a section's title; link colour reads on every surface. */
export const eyebrow = style({
  color: vars.color.link,
  fontWeight: 700,
  fontSize: '0.875rem',
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

/** A price as the figure the eye lands on. */
export const priceFigure = style({ fontSize: '4rem', fontWeight: 800, lineHeight: 1, letterSpacing: '-0.04em' });
