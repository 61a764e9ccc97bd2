import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, vars } from '../styles/theme.css.ts';

const base = style({ paddingBlock: `clamp(${vars.space.xxl}, 8vw, ${vars.space.xxxl})` });

export const root = styleVariants({
  plain: [base],
  sunken: [base, { backgroundColor: vars.color.surfaceSunken }],
});

export const body = styleVariants({
  stacked: {},
  beside: {
    '@media': {
      [breakpoints.desktop]: {
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
        columnGap: vars.space.xxl,
        alignItems: 'start',
      },
    },
  },
});

export const header = style({
  display: 'grid',
  gap: vars.space.sm,
  maxWidth: vars.width.prose,
  marginBottom: vars.space.xl,
  '@media': {
    // Beside what it introduces, it needs no space below.
    [breakpoints.desktop]: { selectors: { [`${body.beside} > &`]: { marginBottom: 0 } } },
    // On paper the eyebrow, title and intro stay together, with the start of what they introduce.
    print: { breakInside: 'avoid', breakAfter: 'avoid' },
  },
});

export const title = style({ fontSize: 'clamp(1.6rem, 1.2rem + 1.6vw, 2.25rem)' });

export const intro = style({ color: vars.color.textMuted, fontSize: '1.075rem' });
