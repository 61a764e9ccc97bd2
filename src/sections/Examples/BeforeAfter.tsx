import { type ChangeEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Picture } from '../../components/Picture/Picture.tsx';
import type { ResponsiveImage } from '../../content/types.ts';
import { useHydrated } from '../../hooks/useHydrated.ts';
import * as styles from './BeforeAfter.css.ts';

export interface BeforeAfterLabels {
  readonly before: string;
  readonly after: string;
  /** Accessible name of the slider, naming the example. */
  readonly slider: (title: string) => string;
  /** What the slider's position shows, read by screen readers: the share of the photo left of the divider, the "before". */
  readonly valueText: (beforePercent: number) => string;
}

interface BeforeAfterProps {
  readonly title: string;
  readonly before: { readonly image: ResponsiveImage; readonly alt: string };
  readonly after: { readonly image: ResponsiveImage; readonly alt: string };
  readonly labels: BeforeAfterLabels;
  readonly sizes: string;
}

/** Where the divider starts; the stylesheet draws the same split before hydration. */
const initialPercent = 50;

/** How far a finger travels sideways before a touch counts as dragging the divider, not as a tap or a scroll. */
const dragThresholdPx = 8;

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
 * stylesheet shows both images side by side instead.
 */
export function BeforeAfter({ title, before, after, labels, sizes }: BeforeAfterProps) {
  const hydrated = useHydrated();
  const [position, setPosition] = useState(initialPercent);
  const frame = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    frame.current?.style.setProperty(styles.dividerVar, `${position}%`);
  }, [position]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => setPosition(event.currentTarget.valueAsNumber);

  useEffect(() => {
    const element = frame.current;
    const input = element?.querySelector('input');
    if (!hydrated || !element || !input) return;
    let gesture: { pointerId: number; x: number; y: number; dragging: boolean } | null = null;
    const moveTo = (clientX: number) => {
      const box = element.getBoundingClientRect();
      const fromLeft = Math.round(((clientX - box.left) / box.width) * 100);
      setPosition(Math.min(100, Math.max(0, fromLeft)));
    };
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
    const listening = new AbortController();
    const { signal } = listening;
    element.addEventListener('pointerdown', down, { signal });
    element.addEventListener('pointermove', move, { signal });
    element.addEventListener('pointerup', up, { signal });
    element.addEventListener('pointercancel', cancel, { signal });
    return () => listening.abort();
  }, [hydrated]);

  return (
    <div ref={frame} className={styles.frame}>
      <Layer className={styles.beforeLayer} labelClassName={styles.beforeLabel} label={labels.before} photo={before} sizes={sizes} />
      <Layer className={styles.afterLayer} labelClassName={styles.afterLabel} label={labels.after} photo={after} sizes={sizes} />
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
  readonly photo: { readonly image: ResponsiveImage; readonly alt: string };
  readonly sizes: string;
}

/** One photo of the pair with its visible label, which repeats how its text alternative starts, so screen readers skip it. */
function Layer({ className, labelClassName, label, photo, sizes }: LayerProps) {
  return (
    <div className={className}>
      <Picture className={styles.image} image={photo.image} alt={photo.alt} sizes={sizes} />
      <span className={labelClassName} aria-hidden="true">
        {label}
      </span>
    </div>
  );
}
