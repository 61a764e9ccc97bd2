import { createVar, globalStyle, keyframes, style } from '@vanilla-extract/css';
import { button } from '../../system/index.ts';
import { noScript, vars } from '../../styles/theme.css.ts';

/** A custom property's name, for `style.setProperty` after hydration. */
const propertyName = (variable: string) => variable.replace(/^var\((.*)\)$/, '$1');

/** Distance of the divider from the left edge; the stylesheet starts it at 50%, the component moves it. */
const divider = createVar();
export const dividerVar = propertyName(divider);

/** The inspect view's zoom, 1 / devicePixelRatio: one file pixel per device pixel. */
const pixelScale = createVar();
export const pixelScaleVar = propertyName(pixelScale);

/**
 * The comparison and, under it, the button that opens it at full size, at the start of the row: a button at
 * its end grew leftwards when Chromium painted it with its icon and not yet its words (a layout shift,
 * tests/e2e/layout-shift.spec.ts).
 */
export const root = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });

export const frame = style({
  vars: { [divider]: '50%' },
  justifySelf: 'stretch',
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

const brokenImage = style({
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

export const image = style([brokenImage, { display: 'block', width: '100%', height: 'auto' }]);

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
globalStyle(`${beforeLayer} ${brokenImage}::after`, { left: 0, right: '50%' });
globalStyle(`${afterLayer} ${brokenImage}::after`, { left: '50%', right: 0 });

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

/**
 * The divider's line, on the card and in the inspect view. It is drawn on a
 * photograph, not on the page, so it keeps one look in both colour schemes:
 * white with a dark hairline either side, seen on light and dark parts of any
 * photo alike (the page's raised surface made it a dark line in dark mode,
 * lost in a photo's shadows).
 */
const dividerLine = { width: '2px', backgroundColor: '#fff', boxShadow: '0 0 0 1px rgb(0 0 0 / 0.45)' } as const;

/** The two arrows on the grip: ‹ ›. */
const gripArrows = '"\\2039\\2009\\203A"';

/** The round grip, on the card and in the inspect view. */
const gripLook = {
  display: 'grid',
  placeItems: 'center',
  width: grip,
  height: grip,
  borderRadius: '50%',
  border: `2px solid ${vars.color.surfaceRaised}`,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: '1.25rem',
  fontWeight: 800,
  lineHeight: 1,
} as const;

/** The grip in forced colours: the system's own, drawn as they are. */
const gripForcedColors = { backgroundColor: 'Canvas', color: 'CanvasText', borderColor: 'CanvasText', forcedColorAdjust: 'none' } as const;

export const handle = style({
  position: 'absolute',
  insetBlock: 0,
  left: divider,
  ...dividerLine,
  marginLeft: '-1px',
  zIndex: 2,
  pointerEvents: 'none',
  '::after': {
    content: gripArrows,
    ...gripLook,
    position: 'absolute',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
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

globalStyle(`${handle}::after`, { '@media': { '(forced-colors: active)': gripForcedColors } });
globalStyle(`${range}:focus-visible ~ ${handle}::after`, {
  '@media': { '(forced-colors: active)': { outlineColor: 'Highlight' } },
});

export const inspectButton = style([
  button({ tone: 'secondary', size: 'md' }),
  { minHeight: '2.5rem', fontSize: '0.9rem', '@media': { print: { display: 'none' } } },
]);

const fadeIn = keyframes({ from: { opacity: 0 } });

/** The inspect view: nearly the whole screen, the bar above, the pannable area, the divider's control below. */
export const dialog = style({
  vars: { [pixelScale]: '1' },
  boxSizing: 'border-box',
  width: 'calc(100vw - 1rem)',
  maxWidth: '120rem',
  height: 'calc(100dvh - 1rem)',
  maxHeight: 'none',
  margin: 'auto',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  overflow: 'hidden',
  selectors: {
    '&[open]': { display: 'grid', gridTemplateRows: 'auto minmax(0, 1fr) auto' },
    '&::backdrop': { backgroundColor: 'rgb(0 0 0 / 0.7)' },
  },
  '@media': {
    // Common ratios before the app sets the exact one (InspectView.tsx).
    '(min-resolution: 1.5dppx)': { vars: { [pixelScale]: String(1 / 1.5) } },
    '(min-resolution: 2dppx)': { vars: { [pixelScale]: '0.5' } },
    '(min-resolution: 3dppx)': { vars: { [pixelScale]: String(1 / 3) } },
    // A short fade, only for those who have not asked for less motion. Opacity
    // only: a scale would draw the photos off 1:1 while it runs.
    '(prefers-reduced-motion: no-preference)': { selectors: { '&[open]': { animation: `${fadeIn} 160ms ease-out` } } },
  },
});

// The page behind the view must not scroll.
globalStyle(`html:has(${dialog}[open])`, { overflow: 'hidden' });

export const dialogBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const dialogHeading = style({ display: 'grid', gap: '0.125rem', minWidth: 0 });

export const dialogTitle = style({ fontSize: '1.05rem', lineHeight: 1.3 });

export const dialogHint = style({ margin: 0, fontSize: '0.85rem', color: vars.color.textMuted });

export const closeButton = style([button({ tone: 'secondary', size: 'md' })]);

/** The area and, over its top corners, the labels that say which side is which wherever it is panned. */
export const stage = style({ position: 'relative', display: 'grid', minHeight: 0 });

export const inspectArea = style({
  overflow: 'auto',
  overscrollBehavior: 'contain',
  backgroundColor: vars.color.surfaceSunken,
  cursor: 'grab',
  selectors: {
    '&[data-dragging="picture"]': { cursor: 'grabbing' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
  },
});

export const inspectFrame = style({
  vars: { [divider]: '50%' },
  position: 'relative',
  display: 'grid',
  width: 'max-content',
  userSelect: 'none',
  '@media': { [noScript]: { gap: vars.space.xs } },
});

export const fullImage = style([
  brokenImage,
  {
    display: 'block',
    maxWidth: 'none',
    height: 'auto',
    zoom: pixelScale,
  },
]);

export const inspectHandle = style({
  position: 'absolute',
  insetBlock: 0,
  left: divider,
  width: grip,
  marginLeft: `calc(${grip} / -2)`,
  zIndex: 2,
  display: 'grid',
  justifyItems: 'center',
  cursor: 'ew-resize',
  // A finger on the grip moves the divider; anywhere else it pans.
  touchAction: 'none',
  '::before': {
    content: '""',
    position: 'absolute',
    insetBlock: 0,
    left: 'calc(50% - 1px)',
    ...dividerLine,
  },
  '@media': { [noScript]: { display: 'none' } },
});

/** The round grip, held in the middle of the visible area however far the picture is panned. */
export const inspectGrip = style({
  position: 'sticky',
  top: `calc(50% - ${grip} / 2)`,
  alignSelf: 'start',
  ...gripLook,
  '::after': { content: gripArrows },
  '@media': { '(forced-colors: active)': gripForcedColors },
});

const inspectLabel = style([label, { top: vars.space.xs, zIndex: 3, pointerEvents: 'none', '@media': { [noScript]: { display: 'none' } } }]);
export const inspectBeforeLabel = style([inspectLabel, { left: vars.space.xs }]);
export const inspectAfterLabel = style([inspectLabel, { right: vars.space.xs }]);

export const dividerControl = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: '0.9rem',
  fontWeight: 600,
  '@media': { [noScript]: { display: 'none' } },
});

globalStyle(`${dividerControl} input`, { flex: 1, minWidth: 0, minHeight: '2.75rem', accentColor: vars.color.accent });
