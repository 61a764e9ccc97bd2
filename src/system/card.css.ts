import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

/** The shared card surface used by features, benefits, testimonials and info cards. */
export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const cardTitle = style({ fontSize: '1.2rem' });

export const cardText = style({ color: vars.color.textMuted });
