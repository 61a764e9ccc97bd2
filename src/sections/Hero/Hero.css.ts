import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css.ts';

export const root = style({
  paddingBlock: `clamp(${vars.space.xxl}, 9vw, 6rem)`,
  backgroundImage: `radial-gradient(60rem 30rem at 85% -10%, ${vars.color.accentSubtle}, transparent 70%)`,
});

export const layout = style({
  display: 'grid',
  gap: vars.space.xxl,
  alignItems: 'center',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const copy = style({ display: 'grid', gap: vars.space.lg });

export const title = style({
  fontSize: 'clamp(2.2rem, 1.5rem + 3.4vw, 3.75rem)',
  letterSpacing: '-0.03em',
  lineHeight: 1.08,
});

export const lead = style({ fontSize: '1.2rem', color: vars.color.textMuted, maxWidth: '38rem' });

export const claims = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  color: vars.color.textMuted,
  fontSize: '0.95rem',
});

export const claim = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

export const claimIcon = style({ color: vars.color.success });

export const priceCard = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.xs,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: '0 1.5rem 3rem -1.5rem rgb(17 23 51 / 0.35)',
});

export const priceUnit = style({ fontSize: '1.25rem', fontWeight: 700 });

export const priceDetail = style({ color: vars.color.textMuted });
