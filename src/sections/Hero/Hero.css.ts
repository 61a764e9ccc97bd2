import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css.ts';

export const root = style({
  paddingBlock: `clamp(${vars.space.xl}, 6vw, 5rem)`,
  backgroundImage: `radial-gradient(60rem 30rem at 85% -10%, ${vars.color.accentSubtle}, transparent 70%)`,
});

/**
 * One column on phones and tablets: the headline, the lead with the calls to
 * action, the comparison, then the details. So a phone's first screen (360 ×
 * 640 to 390 × 844) holds the headline, "Try it Now" and the start of the
 * comparison; with the comparison second, the call to action stood 832–845 px
 * down. From 64em the comparison takes the right 6 of 11 shares (Hero.tsx's
 * `sizes` follows these numbers), the copy stacked beside it.
 *
 * Everything hangs from the top: where each part sits depends only on what
 * comes before it in the page, never on what follows, so a first screen
 * painted before the browser has parsed all of it does not move as the rest
 * arrives. With the comparison centred beside the text, it stood at the top
 * of a half-parsed page and dropped 137 px once the details came (a layout
 * shift of 0.028 that Lighthouse measured on a busy machine). The last row
 * takes whatever height the comparison adds, so the copy stays under the
 * headline.
 */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateAreas: '"heading" "intro" "visual" "details"',
  '@media': {
    [breakpoints.desktop]: {
      gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)',
      gridTemplateRows: 'auto auto 1fr',
      gridTemplateAreas: '"heading visual" "intro visual" "details visual"',
      alignItems: 'start',
      gap: `${vars.space.lg} ${vars.space.xxl}`,
    },
  },
});

export const heading = style({
  gridArea: 'heading',
  display: 'grid',
  gap: vars.space.sm,
});

export const visual = style({
  gridArea: 'visual',
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  '@media': {
    // On paper a smaller photo, so the headline and the photo share the first page.
    print: { width: '10cm' },
  },
});

export const caption = style({ fontSize: '0.8rem', color: vars.color.textMuted });

export const intro = style({
  gridArea: 'intro',
  display: 'grid',
  gap: vars.space.lg,
  justifyItems: 'start',
});

export const details = style({
  gridArea: 'details',
  display: 'grid',
  gap: vars.space.lg,
  justifyItems: 'start',
});

export const title = style({
  fontSize: 'clamp(2.1rem, 1.4rem + 3.2vw, 3.5rem)',
  letterSpacing: '-0.03em',
  lineHeight: 1.08,
});

export const lead = style({ fontSize: '1.15rem', color: vars.color.textMuted, maxWidth: '38rem' });

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
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const priceUnit = style({ fontSize: '1.15rem', fontWeight: 700 });

export const priceDetail = style({ color: vars.color.textMuted });
