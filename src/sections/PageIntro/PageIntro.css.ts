import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const root = style({
  paddingBlock: `clamp(${vars.space.xxl}, 8vw, ${vars.space.xxxl}) ${vars.space.xl}`,
});

export const inner = style({ display: 'grid', gap: vars.space.md, maxWidth: vars.width.prose });

export const title = style({ fontSize: 'clamp(2rem, 1.4rem + 2.6vw, 3rem)', letterSpacing: '-0.02em' });

export const lead = style({ fontSize: '1.15rem', color: vars.color.textMuted });
