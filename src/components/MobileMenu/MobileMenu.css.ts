import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, noScript, vars } from '../../styles/theme.css.ts';

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  minWidth: '2.75rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  cursor: 'pointer',
  // Without scripting the header shows the links themselves (SiteHeader).
  '@media': { [breakpoints.tablet]: { display: 'none' }, [noScript]: { display: 'none' } },
});

export const dialog = style({
  margin: 0,
  padding: 0,
  border: 'none',
  width: '100%',
  maxWidth: '100%',
  height: '100%',
  maxHeight: '100%',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  overflowY: 'auto',
  selectors: {
    '&::backdrop': { backgroundColor: 'rgb(0 0 0 / 0.4)' },
  },
});

// The page behind a modal menu must not scroll.
globalStyle(`html:has(${dialog}[open])`, { overflow: 'hidden' });

/**
 * Shown as a popover (no script of ours ran, no invoker commands: see
 * MobileMenu.tsx), the menu is not modal, so nothing makes the page behind it
 * inert. Hidden instead: out of the Tab order and the accessibility tree, as
 * behind a modal dialog, and not scrolled. Engines without popovers ignore
 * these rules, and never show the menu so.
 */
globalStyle(`html:has(${dialog}:popover-open)`, { overflow: 'hidden' });
globalStyle(`body:has(${dialog}:popover-open)`, { visibility: 'hidden' });
globalStyle(`body:has(${dialog}:popover-open) ${dialog}`, { visibility: 'visible' });

export const panel = style({
  display: 'grid',
  gap: vars.space.xl,
  padding: vars.space.md,
  paddingBottom: vars.space.xxl,
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: `calc(${vars.headerHeight} - ${vars.space.md})`,
});

export const list = style({
  display: 'grid',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const link = style({
  display: 'block',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  fontSize: '1.25rem',
  fontWeight: 700,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { backgroundColor: vars.color.surfaceSunken },
  selectors: {
    '&[aria-current="page"]': {
      backgroundColor: vars.color.accentSubtle,
      textDecoration: 'underline',
      textDecorationColor: vars.color.accent,
      textDecorationThickness: '3px',
      textUnderlineOffset: '0.3em',
    },
  },
});

export const actions = style({ display: 'grid', gap: vars.space.sm });
