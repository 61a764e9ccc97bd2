import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { noScript, vars } from '../../styles/theme.css.ts';

/** Distance of the divider from the left edge; the stylesheet starts it at 50%, the component moves it. */
const divider = createVar();
/** The custom property's name, for `style.setProperty` after hydration. */
export const dividerVar = divider.replace(/^var\((.*)\)$/, '$1');

export const frame = style({
  vars: { [divider]: '50%' },
  position: 'relative',
  display: 'grid',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  // Sideways drags move the divider; vertical swipes scroll the page.
  touchAction: 'pan-y',
  userSelect: 'none',
  selectors: { '&:has(> input:enabled)': { cursor: 'ew-resize' } },
  '@media': {
    // Without scripting nothing could move the divider: both photographs, stacked and labelled.
    [noScript]: { gap: vars.space.xs, border: 'none', backgroundColor: 'transparent' },
  },
});

const layer = style({ gridArea: '1 / 1', position: 'relative', minWidth: 0 });

export const afterLayer = style([layer, { '@media': { [noScript]: { gridArea: '2 / 1' } } }]);

export const beforeLayer = style([
  layer,
  {
    // First in reading order, drawn over the "after".
    zIndex: 1,
    clipPath: `inset(0 calc(100% - ${divider}) 0 0)`,
    '@media': { [noScript]: { clipPath: 'none' } },
  },
]);

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  // Chrome and Firefox draw these pseudo-elements only for an image that failed
  // to load (offline, never cached): its text alternative on a plain panel,
  // instead of a broken-image icon. Its box is already sized by width and height.
  position: 'relative',
  '::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    backgroundColor: vars.color.surfaceSunken,
  },
  '::after': {
    content: 'attr(alt)',
    position: 'absolute',
    insetBlock: 0,
    display: 'grid',
    alignContent: 'center',
    padding: vars.space.sm,
    overflow: 'hidden',
    fontSize: '0.8rem',
    lineHeight: 1.35,
    color: vars.color.textMuted,
  },
});

const label = style({
  position: 'absolute',
  top: vars.space.xs,
  padding: `0.125rem ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: '0.75rem',
  fontWeight: 800,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const beforeLabel = style([label, { left: vars.space.xs }]);
export const afterLabel = style([label, { right: vars.space.xs }]);

// Each failed image's text sits in its own half, so the two never overlap at the starting split.
globalStyle(`${beforeLayer} ${image}::after`, { left: 0, right: '50%' });
globalStyle(`${afterLayer} ${image}::after`, { left: '50%', right: 0 });

/**
 * The native input covers the whole image, for focus, keys and assistive
 * technology; pointers go to the frame beneath (see BeforeAfter.tsx).
 */
export const range = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  appearance: 'none',
  background: 'transparent',
  zIndex: 2,
  opacity: 0,
  pointerEvents: 'none',
  '@media': { [noScript]: { display: 'none' } },
});

const grip = '2.75rem';

export const handle = style({
  position: 'absolute',
  insetBlock: 0,
  left: divider,
  width: '2px',
  marginLeft: '-1px',
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: `0 0 0 1px ${vars.color.border}`,
  zIndex: 2,
  pointerEvents: 'none',
  '::after': {
    content: '"\\2039\\2009\\203A"',
    position: 'absolute',
    top: '50%',
    left: '50%',
    display: 'grid',
    placeItems: 'center',
    width: grip,
    height: grip,
    transform: 'translate(-50%, -50%)',
    borderRadius: '50%',
    border: `2px solid ${vars.color.surfaceRaised}`,
    backgroundColor: vars.color.accent,
    color: vars.color.onAccent,
    fontSize: '1.25rem',
    fontWeight: 800,
    lineHeight: 1,
  },
  selectors: {
    // Before hydration the input is disabled: the split shows, the grip that invites dragging does not.
    [`${range}:disabled ~ &::after`]: { visibility: 'hidden' },
    [`${range}:focus-visible ~ &::after`]: { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': {
    [noScript]: { display: 'none' },
    '(forced-colors: active)': { backgroundColor: 'CanvasText', boxShadow: 'none' },
  },
});

globalStyle(`${handle}::after`, {
  '@media': { '(forced-colors: active)': { backgroundColor: 'Canvas', color: 'CanvasText', borderColor: 'CanvasText', forcedColorAdjust: 'none' } },
});
globalStyle(`${range}:focus-visible ~ ${handle}::after`, {
  '@media': { '(forced-colors: active)': { outlineColor: 'Highlight' } },
});
