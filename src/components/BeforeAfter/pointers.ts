/** Where `clientX` falls across `element`, as a whole percentage from its left edge, 0–100. */
export function percentAcross(element: Element, clientX: number): number {
  const box = element.getBoundingClientRect();
  return Math.min(100, Math.max(0, Math.round(((clientX - box.left) / box.width) * 100)));
}

interface PointerHandlers {
  readonly down: (event: PointerEvent) => void;
  readonly move: (event: PointerEvent) => void;
  readonly up: (event: PointerEvent) => void;
  readonly cancel: (event: PointerEvent) => void;
}

/** Listens to one gesture's pointer events on `element`; returns what removes the listeners (an effect's cleanup). */
export function listenToPointers(element: HTMLElement, { down, move, up, cancel }: PointerHandlers): () => void {
  const listening = new AbortController();
  const { signal } = listening;
  element.addEventListener('pointerdown', down, { signal });
  element.addEventListener('pointermove', move, { signal });
  element.addEventListener('pointerup', up, { signal });
  element.addEventListener('pointercancel', cancel, { signal });
  return () => listening.abort();
}
