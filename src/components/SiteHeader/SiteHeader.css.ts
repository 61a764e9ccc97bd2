import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  // On paper the header is the brand at the top of the first page, once.
  '@media': { print: { position: 'static', borderBottom: 'none' } },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.headerHeight,
});

export const desktopNav = style({
  display: 'none',
  '@media': { [breakpoints.tablet]: { display: 'block' } },
});

/** The header's navigation and actions (Get started, the menu): controls, which paper has no use for. */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });

export const navList = style({
  display: 'flex',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const navLink = style({
  display: 'inline-block',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontWeight: 600,
  textDecoration: 'none',
  ':hover': { color: vars.color.text },
  selectors: {
    '&[aria-current="page"]': {
      color: vars.color.text,
      textDecoration: 'underline',
      textDecorationThickness: '3px',
      textDecorationColor: vars.color.accent,
      textUnderlineOffset: '0.45em',
    },
  },
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const desktopOnly = style({
  display: 'none',
  '@media': { [breakpoints.tablet]: { display: 'inline-flex' } },
});
