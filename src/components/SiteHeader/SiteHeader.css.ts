import { style } from '@vanilla-extract/css';
import { breakpoints, noScript, vars } from '../../styles/theme.css.ts';

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    // Without scripts on a phone the navigation sits in the header on a second line:
    // a header that tall would cover too much of the page if it stuck to the top.
    [`${breakpoints.phone} and ${noScript}`]: { position: 'static' },
    // On paper the header is the brand at the top of the first page, once.
    print: { position: 'static', borderBottom: 'none' },
  },
});

/**
 * Logo, then the links beside it, then the actions pushed to the far end:
 * each item's place depends only on what comes before it in the page, so a
 * header painted before the browser has parsed all of it (a slow phone, a
 * busy machine) does not move as the rest arrives. Spread out with
 * `space-between`, the links stood at the far end until the actions were
 * parsed, then jumped to the middle (a layout shift Lighthouse measured).
 */
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.headerHeight,
  '@media': { [noScript]: { flexWrap: 'wrap', rowGap: vars.space.xs, paddingBlock: vars.space.sm } },
});

/**
 * The header's own navigation: on wide screens, and wherever no script can
 * run. Browsers that support invoker commands open the menu without scripts,
 * but none can be told apart in CSS from one that doesn't, so with scripting
 * off every browser gets the links inline, never a button that might be dead.
 */
export const desktopNav = style({
  display: 'none',
  '@media': { [breakpoints.tablet]: { display: 'block' }, [noScript]: { display: 'block' } },
});

/** The header's navigation and actions (Get started, the menu): controls, which paper has no use for. */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  // On its own line under the logo, the first link's text lines up with the logo's edge.
  '@media': { [`${breakpoints.phone} and ${noScript}`]: { marginInlineStart: `calc(-1 * ${vars.space.sm})` } },
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

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, marginInlineStart: 'auto' });

export const desktopOnly = style({
  display: 'none',
  '@media': { [breakpoints.tablet]: { display: 'inline-flex' } },
});
