import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css.ts';

export const layout = style({
  display: 'grid',
  gap: vars.space.xxl,
  paddingBottom: vars.space.xxxl,
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: '16rem minmax(0, 1fr)', alignItems: 'start' } },
});

/**
 * On paper the contents list is left out: its entries are links to anchors, with
 * no page numbers to turn to, and the numbered headings that follow it say the same.
 */
export const toc = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  '@media': {
    [breakpoints.desktop]: {
      position: 'sticky',
      top: `calc(${vars.headerHeight} + ${vars.space.lg})`,
      maxHeight: `calc(100vh - ${vars.headerHeight} - ${vars.space.xxl})`,
      overflowY: 'auto',
    },
    print: { display: 'none' },
  },
});

export const tocTitle = style({ fontSize: '1rem', marginBottom: vars.space.sm });

export const tocList = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xxs, fontSize: '0.95rem' });

export const body = style({ display: 'grid', gap: vars.space.xl, maxWidth: vars.width.prose });

export const section = style({ display: 'grid', gap: vars.space.sm });

export const heading = style({ fontSize: '1.4rem' });

export const list = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xxs });

/**
 * A list of links, as the footer's: no bullets. Orca read a bulleted item that is only a link as a lone
 * "•", then the link, in both engines. The list keeps its role in both trees; Orca 43.1 now says only
 * "leaving list." after it, not "List with 2 items" before, as it does for the footer's lists.
 */
export const links = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xs });

export const updated = style({ color: vars.color.textMuted });

/** Which copy this is, printed under the date: the address of the current version. Paper only. */
export const printSource = style({ display: 'none', '@media': { print: { display: 'block' } } });
