import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

/** Fixed to the bottom: a notice never shifts the page's layout. */
export const region = style({
  position: 'fixed',
  insetInline: vars.space.md,
  bottom: vars.space.md,
  zIndex: 20,
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  pointerEvents: 'none',
  // A fixed layer prints on every page, over the text.
  '@media': { print: { display: 'none' } },
});

export const notice = style({
  pointerEvents: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '36rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: '0 0.75rem 2rem -0.75rem rgb(0 0 0 / 0.45)',
});

export const text = style({ flex: '1 1 14rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
