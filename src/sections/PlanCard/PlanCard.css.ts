import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

/** A closer rhythm on a phone (16 px, 24 from a tablet's width), so the card's call to action is in the first screen. */
export const card = style({
  display: 'grid',
  gap: `clamp(${vars.space.md}, 4vw, ${vars.space.lg})`,
  maxWidth: '30rem',
  padding: `clamp(${vars.space.lg}, 5vw, ${vars.space.xxl})`,
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.accent}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const name = style({ fontSize: '1.35rem' });

/** The figure and its unit on one line of text: the line is as tall as the figure. */
export const price = style({ lineHeight: 1 });

/** After the figure on its baseline, parted from it by a space and a margin that make the layout's small gap. */
export const unit = style({ marginInlineStart: `calc(${vars.space.xs} - 0.25em)`, fontSize: '1.2rem', fontWeight: 600, color: vars.color.textMuted });

export const summary = style({ color: vars.color.textMuted });

export const features = style({ display: 'grid', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const feature = style({ display: 'flex', gap: vars.space.xs, alignItems: 'flex-start' });

export const check = style({ color: vars.color.success, flexShrink: 0, marginTop: '0.15rem' });
