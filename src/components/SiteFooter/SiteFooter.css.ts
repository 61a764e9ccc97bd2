import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({
  marginTop: 'auto',
  paddingBlock: vars.space.xxl,
  backgroundColor: vars.color.surfaceSunken,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { print: { paddingBlock: vars.space.md } },
});

/** The footer's blurb and link columns: navigation, left off paper; the copyright line prints. */
export const grid = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))',
  '@media': { print: { display: 'none' } },
});

export const about = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });

export const blurb = style({ color: vars.color.textMuted, maxWidth: '22rem' });

/** Its own width under the blurb, not the column's. */
export const install = style({ justifySelf: 'start' });

export const columnTitle = style({ fontSize: '1rem', marginBottom: vars.space.sm });

export const list = style({ display: 'grid', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const link = style({
  color: vars.color.text,
  display: 'inline-block',
  paddingBlock: '0.125rem',
  ':hover': { color: vars.color.link },
});

export const bottom = style({
  marginTop: vars.space.xl,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: '0.925rem',
});
