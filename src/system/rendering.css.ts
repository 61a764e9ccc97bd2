import { style } from '@vanilla-extract/css';

/**
 * A block the browser lays out and paints only when it nears the viewport
 * (`content-visibility: auto`). Its text stays in the accessibility tree, in
 * find-in-page, in tab order and in print. Until first rendered it holds the
 * estimated block size; after that, the size it last had (`auto`), so the
 * scrollbar does not jump back. The first layout of a long page, the one
 * standing between the HTML and the first paint, then covers the first
 * screen instead of every section.
 */
export const renderWhenNear = (estimatedBlockSize: string) =>
  style({
    contentVisibility: 'auto',
    containIntrinsicBlockSize: `auto ${estimatedBlockSize}`,
    // Printing lays out every page anyway; nothing may stay a placeholder.
    '@media': { print: { contentVisibility: 'visible' } },
  });
