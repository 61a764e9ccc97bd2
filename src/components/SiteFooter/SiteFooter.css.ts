import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

/** Fills what is left of a short page's screen (SiteLayout): the top never moves as the footer grows. */
export const root = style({
  flexGrow: 1,
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

export const columnTitle = style({ fontSize: '1rem', marginBottom: vars.space.sm });

export const list = style({ display: 'grid', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const link = style({
  color: vars.color.text,
  display: 'inline-block',
  paddingBlock: '0.125rem',
  ':hover': { color: vars.color.link },
});

/** The copyright line, and the device row under it. */
export const bottom = style({
  display: 'grid',
  rowGap: vars.space.sm,
  marginTop: vars.space.xl,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: '0.925rem',
});

/**
 * The offline status and the Install app button arrive after the first
 * paint, or never (Safari, Firefox, a visit with no worker). The row keeps a
 * button's height from the start, so their arrival changes no height on a
 * tablet or wider. On a phone the status wraps and the button goes under it:
 * the row grows at the end of the document, where it moves nothing above it
 * (the footer's top stays right after main, see SiteLayout).
 */
export const device = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: '2.75rem',
  '@media': { print: { display: 'none' } },
});
