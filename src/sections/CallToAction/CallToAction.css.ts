import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const root = style({ paddingBlock: `clamp(${vars.space.xxl}, 8vw, ${vars.space.xxxl})` });

export const panel = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: `clamp(${vars.space.xl}, 6vw, ${vars.space.xxxl}) ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.accentSubtle,
  textAlign: 'center',
});

export const title = style({ fontSize: 'clamp(1.6rem, 1.2rem + 1.6vw, 2.25rem)' });

export const text = style({ maxWidth: '36rem' });
