import { type ChangeEvent, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ImagePair, ResponsiveImage } from '../../content/types.ts';
import { useHydrated } from '../../hooks/useHydrated.ts';
import { type Fetch, Picture } from '../Picture/Picture.tsx';
import * as styles from './BeforeAfter.css.ts';
import { InspectView, type InspectLabels } from './InspectView.tsx';
import { listenToPointers, percentAcross } from './pointers.ts';

export interface BeforeAfterLabels extends InspectLabels {
  readonly before: string;
  readonly after: string;
  /** Accessible name of the slider, naming the example. */
  readonly slider: (title: string) => string;
  /** What the slider's position shows, read by screen readers: the share of the photo left of the divider, the "before". */
  readonly valueText: (beforePercent: number) => string;
}

/** One side of the pair: its image and text alternative. */
interface ComparedPhoto {
  readonly image: ResponsiveImage;
  readonly alt: string;
}

interface BeforeAfterProps {
  readonly title: string;
  readonly before: ComparedPhoto;
  readonly after: ComparedPhoto;
  readonly labels: BeforeAfterLabels;
  /** How wide the comparison is drawn at each viewport width. */
  readonly sizes: string;
  /** Another crop of the pair for the screens `media` matches (art direction), drawn at `sizes` there. */
  readonly narrow?: { readonly media: string; readonly sizes: string; readonly before: ResponsiveImage; readonly after: ResponsiveImage };
  /** The first screen's comparison: its "after", the page's largest paint, is fetched first and at once, the "before" at once after it. */
  readonly priority?: boolean;
  /** The pair at full size: where given, a button opens it in the inspect view. */
  readonly full?: ImagePair['full'];
}

/** Where the divider starts; the stylesheet draws the same split before hydration. */
const initialPercent = 50;

/**
 * A before/after comparison of one photograph and, where the build made its
 * full-size files, a button that opens the pair at 100% (`InspectView`). The
 * two share the divider: the view opens where the comparison was left.
 */
export function BeforeAfter({ title, before, after, labels, sizes, narrow, priority = false, full }: BeforeAfterProps) {
  const hydrated = useHydrated();
  const [position, setPosition] = useState(initialPercent);
  const fetch: { before: Fetch; after: Fetch } = priority ? { before: 'eager', after: 'high' } : { before: 'lazy', after: 'lazy' };
  const photos = { before, after };
  // One side of the pair, with its crop for narrow screens where there is one.
  const picture = (side: 'before' | 'after') => (
    <Picture
      className={styles.image}
      image={photos[side].image}
      alt={photos[side].alt}
      sizes={sizes}
      art={narrow && { media: narrow.media, image: narrow[side], sizes: narrow.sizes }}
      fetch={fetch[side]}
    />
  );
  return (
    <div className={styles.root}>
      <Comparison
        title={title}
        labels={labels}
        hydrated={hydrated}
        position={position}
        onMove={setPosition}
        before={picture('before')}
        after={picture('after')}
      />
      {full ? (
        <InspectView
          title={title}
          before={{ image: full.before, alt: before.alt }}
          after={{ image: full.after, alt: after.alt }}
          labels={labels}
          hydrated={hydrated}
          position={position}
          onMove={setPosition}
        />
      ) : null}
    </div>
  );
}

/** How far a finger travels sideways before a touch counts as dragging the divider, not as a tap or a scroll. */
const dragThresholdPx = 8;

interface ComparisonProps {
  readonly title: string;
  readonly labels: BeforeAfterLabels;
  readonly hydrated: boolean;
  readonly position: number;
  readonly onMove: (position: number) => void;
  readonly before: ReactNode;
  readonly after: ReactNode;
}

/**
 * Two stacked photographs with the "before" clipped at a divider, moved by a
 * native range input laid over the whole image: arrows, Page Up/Down, Home
 * and End and assistive technology's gestures come from the browser. Pointers
 * are handled on the frame (the input ignores them): a click or tap anywhere
 * puts the divider there, a mouse or a sideways finger drags it, and a
 * vertical swipe scrolls the page without moving it (a native range would jump
 * to wherever the swipe began). The input's value is the divider's distance
 * from the left edge, the share of the image shown "before" (on the left; the
 * "after" is on the right), so the arrow keys move the divider the way they
 * point in every engine. (The input once ran right to left with the enhanced
 * share as its value: WebKit raises such an input on ArrowRight, where
 * Chromium and Firefox lower it, so its divider moved against the arrow.)
 * The divider's position reaches CSS as a
 * custom property set through the CSSOM (the CSP forbids style attributes).
 * Before hydration the input is disabled and looks it; with scripting off the
 * stylesheet shows both images stacked instead.
 */
function Comparison({ title, labels, hydrated, position, onMove, before, after }: ComparisonProps) {
  const frame = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    frame.current?.style.setProperty(styles.dividerVar, `${position}%`);
  }, [position]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => onMove(event.currentTarget.valueAsNumber);

  useEffect(() => {
    const element = frame.current;
    const input = element?.querySelector('input');
    if (!hydrated || !element || !input) return;
    let gesture: { pointerId: number; x: number; y: number; dragging: boolean } | null = null;
    const moveTo = (clientX: number) => onMove(percentAcross(element, clientX));
    const down = (event: PointerEvent) => {
      if (!event.isPrimary || event.button !== 0) return;
      input.focus({ preventScroll: true });
      const mouse = event.pointerType === 'mouse';
      gesture = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, dragging: mouse };
      if (mouse) {
        event.preventDefault(); // no text selection while dragging
        element.setPointerCapture(event.pointerId);
        moveTo(event.clientX);
      }
    };
    const move = (event: PointerEvent) => {
      if (gesture?.pointerId !== event.pointerId) return;
      const dx = Math.abs(event.clientX - gesture.x);
      if (!gesture.dragging && dx > dragThresholdPx && dx > Math.abs(event.clientY - gesture.y)) {
        gesture.dragging = true;
        element.setPointerCapture(event.pointerId);
      }
      if (gesture.dragging) moveTo(event.clientX);
    };
    const up = (event: PointerEvent) => {
      if (gesture?.pointerId !== event.pointerId) return;
      // A touch that never dragged is a tap: the divider goes where it landed.
      if (!gesture.dragging) moveTo(event.clientX);
      gesture = null;
    };
    // The browser took the touch for a vertical scroll (touch-action: pan-y): leave the divider be.
    const cancel = () => {
      gesture = null;
    };
    return listenToPointers(element, { down, move, up, cancel });
  }, [hydrated, onMove]);

  return (
    <div ref={frame} className={styles.frame}>
      <Layer className={styles.beforeLayer} labelClassName={styles.beforeLabel} label={labels.before}>
        {before}
      </Layer>
      <Layer className={styles.afterLayer} labelClassName={styles.afterLabel} label={labels.after}>
        {after}
      </Layer>
      <input
        className={styles.range}
        type="range"
        min={0}
        max={100}
        step={1}
        value={position}
        onChange={onChange}
        disabled={!hydrated}
        aria-label={labels.slider(title)}
        aria-valuetext={labels.valueText(position)}
      />
      <span className={styles.handle} aria-hidden="true" />
    </div>
  );
}

interface LayerProps {
  readonly className: string;
  readonly labelClassName: string;
  readonly label: string;
  readonly children: ReactNode;
}

/**
 * One photo of the pair with its visible label, which repeats how its text
 * alternative starts, so screen readers skip it. The layer is left out of the
 * accessibility tree (role none): the two layers are the same size in the same
 * place, so as unnamed sections Orca took them for one object, and its say-all
 * left the figure and main between the photos and entered them again.
 */
function Layer({ className, labelClassName, label, children }: LayerProps) {
  return (
    <div className={className} role="none">
      {children}
      <span className={labelClassName} aria-hidden="true">
        {label}
      </span>
    </div>
  );
}
