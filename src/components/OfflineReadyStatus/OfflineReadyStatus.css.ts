import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({
  marginTop: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: '0.925rem',
  selectors: { '&:empty': { marginTop: 0 } },
  // News about this device, not about the document.
  '@media': { print: { display: 'none' } },
});
