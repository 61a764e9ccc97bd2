import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** The small uppercase label above a page's title. */
export const eyebrow = style({
  color: vars.color.link,
  fontWeight: 700,
  fontSize: '0.875rem',
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});
