import type { Page } from '@playwright/test';
import { expect, imagesLoaded } from './fixtures.ts';

declare global {
  interface Window {
    __layoutShifts?: string[];
  }
}

interface LayoutShiftEntry extends PerformanceEntry {
  readonly value: number;
  readonly hadRecentInput: boolean;
  readonly sources: readonly { readonly node?: Node; readonly previousRect: DOMRectReadOnly; readonly currentRect: DOMRectReadOnly }[];
}

/**
 * Runs in the page: records every layout shift from now on, each with what
 * moved, where from and where to.
 * Shifts flagged `hadRecentInput` are kept: Chromium flags those in the half
 * second after the viewport is first sized, and Lighthouse counts them.
 */
export function observeLayoutShifts(): void {
  window.__layoutShifts = [];
  const describe = (node: Node | undefined) => (node instanceof Element ? node.outerHTML.slice(0, 80) : (node?.nodeName ?? '?'));
  const box = (rect: DOMRectReadOnly) => `${Math.round(rect.width)}×${Math.round(rect.height)} at ${Math.round(rect.x)},${Math.round(rect.y)}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShiftEntry[]) {
      const moved = entry.sources.map((source) => `${describe(source.node)} ${box(source.previousRect)} → ${box(source.currentRect)}`);
      const flag = entry.hadRecentInput ? ' (after input)' : '';
      window.__layoutShifts?.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms${flag}: ${moved.join(' | ')}`);
    }
  }).observe({ type: 'layout-shift' });
}

/** The shifts recorded so far, after a frame for the observer to deliver the last one. */
export async function layoutShifts(page: Page): Promise<string[]> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => window.__layoutShifts ?? []);
}

/**
 * Lets photos held back (holdRequests) arrive, and checks that nothing moves
 * as they do: none had loaded before, each keeps the box reserved for it, and
 * no layout shift happens meanwhile.
 */
export async function photosArriveInPlace(page: Page, photos: string, release: () => void): Promise<void> {
  const images = page.locator(photos);
  expect(await images.evaluateAll((all) => all.filter((image) => (image as HTMLImageElement).complete).length), 'photos loaded before the release').toBe(0);
  await page.evaluate(observeLayoutShifts);
  const boxes = () => images.evaluateAll((all) => all.map((image) => JSON.stringify(image.getBoundingClientRect())));
  const reserved = await boxes();
  release();
  await imagesLoaded(page, photos);
  expect(await boxes(), 'the photos’ boxes once they arrived').toEqual(reserved);
  expect(await layoutShifts(page)).toEqual([]);
}
