import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css.ts';

/** From the header as far as the home page's headline is on a phone (32 px), so a phone's first screen holds more of the page. */
export const root = style({
  paddingBlock: `clamp(${vars.space.xl}, 8vw, ${vars.space.xxxl}) ${vars.space.xl}`,
});

/**
 * The intro and what stands beside it: one column on a phone, two from a
 * desktop's width. The intro hangs from the top, as the home page's headline
 * does: centred beside the plan, it sat 173 px higher while a slow machine
 * had parsed only part of the plan, and dropped when the rest came.
 */
export const split = style({
  display: 'grid',
  rowGap: vars.space.xl,
  '@media': {
    [breakpoints.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 28rem)', columnGap: vars.space.xxl, alignItems: 'start' },
  },
});

export const inner = style({ display: 'grid', gap: vars.space.md, maxWidth: vars.width.prose });

export const title = style({ fontSize: 'clamp(2rem, 1.4rem + 2.6vw, 3rem)', letterSpacing: '-0.02em' });

export const lead = style({ fontSize: '1.15rem', color: vars.color.textMuted });
