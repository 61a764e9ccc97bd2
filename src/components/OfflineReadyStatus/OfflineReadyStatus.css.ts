import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const root = style({
  color: vars.color.textMuted,
  // News about this device, not about the document.
  '@media': { print: { display: 'none' } },
});
