import { type ChangeEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { FullSizeImage } from '../../content/types.ts';
import { useModalDialog } from '../../hooks/useModalDialog.ts';
import { ownClickAction } from '../../system/index.ts';
import { Icon } from '../Icon/Icon.tsx';
import { FullSizePicture } from '../Picture/Picture.tsx';
import * as styles from './BeforeAfter.css.ts';
import { listenToPointers, percentAcross } from './pointers.ts';

export interface InspectLabels {
  readonly before: string;
  readonly after: string;
  /** The button that opens the view, and its accessible name, which starts with it and names the example. */
  readonly inspect: string;
  readonly inspectName: (title: string) => string;
  /** The view's heading, naming the example. */
  readonly inspectTitle: (title: string) => string;
  /** How to move around the view, shown under its heading. */
  readonly inspectHint: string;
  /** Accessible name of the area the pair is panned in. */
  readonly inspectArea: string;
  /** Visible label of the view's divider control. */
  readonly divider: string;
  readonly valueText: (beforePercent: number) => string;
  readonly close: string;
}

interface InspectViewProps {
  readonly title: string;
  readonly before: { readonly image: FullSizeImage; readonly alt: string };
  readonly after: { readonly image: FullSizeImage; readonly alt: string };
  readonly labels: InspectLabels;
  readonly hydrated: boolean;
  readonly position: number;
  readonly onMove: (position: number) => void;
}

/**
 * The pair at full size in a native modal <dialog>, one file pixel per device
 * pixel, in an area that pans:
 * - **Opening** is an invoker command on the button (`useModalDialog`), so it
 *   works from the first paint and with scripts off; boot.js carries the
 *   command out where browsers lack them. Escape, Close and a click outside
 *   close it, and focus goes back to the button.
 * - **Fetching:** the full-size images are lazy, and a closed dialog is not
 *   rendered, so nothing is fetched until the view opens. The service worker
 *   keeps what was fetched for offline reading.
 * - **Panning:** the area is a focusable scroll container, so arrow keys, Page
 *   keys, the wheel and a finger pan it natively; a mouse drag pans it too.
 * - **The divider** follows the comparison it was opened from. Its control is
 *   a visible range under the area (a range laid over a picture wider than the
 *   screen would scroll it to its left edge on focus), and the grip on the
 *   divider line drags it, by mouse or finger.
 * - **1:1:** the stylesheet zooms the images by 1/devicePixelRatio for common
 *   ratios; once hydrated the exact ratio is set through the CSSOM, and again
 *   when it changes (browser zoom, another screen).
 */
export function InspectView({ title, before, after, labels, hydrated, position, onMove }: InspectViewProps) {
  const [open, setOpen] = useState(false);
  const { dialogRef, openerRef, show, close, wrapFocus } = useModalDialog(setOpen);
  const dialogId = useId();
  const titleId = useId();
  const hintId = useId();
  const area = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const grip = useRef<HTMLSpanElement>(null);
  const control = useRef<HTMLInputElement>(null);

  useLayoutEffect(() => {
    frame.current?.style.setProperty(styles.dividerVar, `${position}%`);
  }, [position]);

  // One file pixel per device pixel, kept as the ratio changes while the view is open.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    let resolution: MediaQueryList | undefined;
    const apply = () => {
      dialog.style.setProperty(styles.pixelScaleVar, String(1 / window.devicePixelRatio));
      resolution?.removeEventListener('change', apply);
      resolution = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
      resolution.addEventListener('change', apply);
    };
    apply();
    return () => resolution?.removeEventListener('change', apply);
  }, [open, dialogRef]);

  // Opened: the divider in the middle of the area, which takes the focus so the arrow keys pan at once.
  // A frame later, because the click that sets `open` runs before the button's command opens the dialog.
  useEffect(() => {
    if (!open) return;
    const frameRequest = requestAnimationFrame(() => {
      const scroller = area.current;
      const pair = frame.current;
      if (!scroller || !pair || !dialogRef.current?.open) return;
      const dividerAt = control.current?.valueAsNumber ?? 50;
      scroller.scrollTo({
        left: (pair.offsetWidth * dividerAt) / 100 - scroller.clientWidth / 2,
        top: (pair.offsetHeight - scroller.clientHeight) / 2,
        behavior: 'instant',
      });
      scroller.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frameRequest);
  }, [open, dialogRef]);

  // The area is where the view opens: the browser focuses it when the dialog opens (no stop on Close first,
  // which Orca would start to read and then be cut off), and it has a click action of its own, so that
  // Orca does not read it as "clickable" (ownClickAction).
  useEffect(() => {
    const scroller = area.current;
    if (!hydrated || !scroller) return;
    scroller.setAttribute('autofocus', '');
    return ownClickAction(scroller);
  }, [hydrated]);

  // Pointers: the grip drags the divider; a mouse anywhere else drags the picture. Fingers pan natively.
  useEffect(() => {
    const scroller = area.current;
    const pair = frame.current;
    const handle = grip.current;
    if (!hydrated || !scroller || !pair || !handle) return;
    let gesture: { pointerId: number; divider: boolean; x: number; y: number; left: number; top: number } | null = null;
    const down = (event: PointerEvent) => {
      if (!event.isPrimary || event.button !== 0) return;
      const divider = event.target instanceof Node && handle.contains(event.target);
      if (!divider && event.pointerType !== 'mouse') return;
      event.preventDefault(); // no text selection, no native drag of the image
      scroller.setPointerCapture(event.pointerId);
      gesture = { pointerId: event.pointerId, divider, x: event.clientX, y: event.clientY, left: scroller.scrollLeft, top: scroller.scrollTop };
      scroller.dataset.dragging = divider ? 'divider' : 'picture';
    };
    const move = (event: PointerEvent) => {
      if (gesture?.pointerId !== event.pointerId) return;
      if (gesture.divider) {
        onMove(percentAcross(pair, event.clientX));
      } else {
        scroller.scrollTo({ left: gesture.left - (event.clientX - gesture.x), top: gesture.top - (event.clientY - gesture.y), behavior: 'instant' });
      }
    };
    const end = (event: PointerEvent) => {
      if (gesture?.pointerId !== event.pointerId) return;
      gesture = null;
      delete scroller.dataset.dragging;
    };
    return listenToPointers(scroller, { down, move, up: end, cancel: end });
  }, [hydrated, onMove]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => onMove(event.currentTarget.valueAsNumber);

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        className={styles.inspectButton}
        commandfor={dialogId}
        command="show-modal"
        aria-haspopup="dialog"
        aria-label={labels.inspectName(title)}
        onClick={show}
      >
        <Icon name="inspect" size={18} />
        {labels.inspect}
      </button>
      {/* Keyboard handling is the Tab wrap of a modal dialog; the dialog itself is not interactive. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <dialog ref={dialogRef} id={dialogId} className={styles.dialog} aria-labelledby={titleId} aria-describedby={hintId} closedby="any" onKeyDown={wrapFocus}>
        <div className={styles.dialogBar}>
          <div className={styles.dialogHeading}>
            <h2 id={titleId} className={styles.dialogTitle}>
              {labels.inspectTitle(title)}
            </h2>
            <p id={hintId} className={styles.dialogHint}>
              {labels.inspectHint}
            </p>
          </div>
          <button type="button" className={styles.closeButton} commandfor={dialogId} command="close" onClick={close}>
            <Icon name="close" size={18} />
            {labels.close}
          </button>
        </div>
        <div className={styles.stage}>
          {/* A scroll container: keys, the wheel and fingers pan it natively, so it takes the focus. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div ref={area} className={styles.inspectArea} tabIndex={0} role="region" aria-label={labels.inspectArea}>
            <div ref={frame} className={styles.inspectFrame}>
              <div className={styles.beforeLayer}>
                <FullSizePicture className={styles.fullImage} image={before.image} alt={before.alt} />
              </div>
              <div className={styles.afterLayer}>
                <FullSizePicture className={styles.fullImage} image={after.image} alt={after.alt} />
              </div>
              <span ref={grip} className={styles.inspectHandle} aria-hidden="true">
                <span className={styles.inspectGrip} />
              </span>
            </div>
          </div>
          <span className={styles.inspectBeforeLabel} aria-hidden="true">
            {labels.before}
          </span>
          <span className={styles.inspectAfterLabel} aria-hidden="true">
            {labels.after}
          </span>
        </div>
        <label className={styles.dividerControl}>
          <span>{labels.divider}</span>
          <input
            ref={control}
            type="range"
            min={0}
            max={100}
            step={1}
            value={position}
            onChange={onChange}
            disabled={!hydrated}
            aria-valuetext={labels.valueText(position)}
          />
        </label>
      </dialog>
    </>
  );
}
