import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

const base = style({ paddingBlock: `clamp(${vars.space.xxl}, 8vw, ${vars.space.xxxl})` });

export const root = styleVariants({
  plain: [base],
  sunken: [base, { backgroundColor: vars.color.surfaceSunken }],
});

export const header = style({
  display: 'grid',
  gap: vars.space.sm,
  maxWidth: vars.width.prose,
  marginBottom: vars.space.xl,
  // On paper the eyebrow, title and intro stay together, with the start of what they introduce.
  '@media': { print: { breakInside: 'avoid', breakAfter: 'avoid' } },
});

export const title = style({ fontSize: 'clamp(1.6rem, 1.2rem + 1.6vw, 2.25rem)' });

export const intro = style({ color: vars.color.textMuted, fontSize: '1.075rem' });
