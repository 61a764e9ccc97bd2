import { style } from '@vanilla-extract/css';

/** Out of flow: for a block of its own (a live region's message, a heading no one needs to see), and for words in a button. */
export const root = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  // Not nowrap: out of flow, the span is a block of its own, and Chromium drops
  // the collapsible space it starts with from the accessible text, so Orca
  // heard "Try it Nowin the PixelLift app". Preserved, the space is kept.
  whiteSpace: 'pre',
  border: 0,
});

/**
 * Words at the end of a line of text, hidden where they are: an inline box, so Firefox gives them no
 * accessible object of their own and they are read with the words before them (out of flow, or as an
 * inline block, they were an object apart, which Orca read apart: a lone ":" after each format). They
 * still take their width, so only the end of a line may hold them, where nothing follows to be pushed.
 */
export const inline = style({ clipPath: 'inset(50%)', whiteSpace: 'pre' });
