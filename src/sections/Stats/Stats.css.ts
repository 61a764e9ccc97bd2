import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const root = style({
  paddingBlock: vars.space.xl,
  borderBlock: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr))',
  gap: vars.space.lg,
  margin: 0,
});

export const item = style({ display: 'flex', flexDirection: 'column-reverse', textAlign: 'center', gap: vars.space.xxs });

export const value = style({ margin: 0, fontSize: 'clamp(1.8rem, 1.4rem + 1.6vw, 2.5rem)', fontWeight: 800, letterSpacing: '-0.02em' });

export const label = style({ color: vars.color.textMuted, fontWeight: 600 });
