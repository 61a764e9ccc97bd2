import { style } from '@vanilla-extract/css';

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
