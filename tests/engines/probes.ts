// What the Firefox and WebKit journeys (journeys.ts and the files it calls)
// read in a page and do to it, written once for both engines. Functions passed
// to `page.evaluate` and `page.waitFor` run in the page: they use only their
// arguments.
import { expect, type TestContext } from 'vitest';
import { comparisonLabels, heroComparison, sectionIntros } from '../../src/content/home.ts';
import { focusIndicatorScript } from '../support/focusIndicator.ts';
import { originOf, ports } from '../../tooling/ports.ts';
import type { EnginePage } from '../support/enginePage.ts';

export const origin = originOf(ports.engines);
export const valueText = sectionIntros.examples.comparison.valueText;

export const isHydrated = () => document.documentElement.dataset.hydrated === 'true';

/**
 * Where focus is, and why it does not show (`indicator`: null when it shows), by the one rule
 * every engine is held to (tests/support/focusIndicator.ts), put in the page first.
 */
export async function focusNow(page: EnginePage) {
  await page.inject(focusIndicatorScript);
  return page.evaluate(() => {
    const active = document.activeElement;
    const problem = window.__focusIndicatorProblem;
    if (!problem) throw new Error('the focus-indicator rule is not in the page');
    if (!(active instanceof HTMLElement) || active === document.body)
      return { tag: 'body', text: '', indicator: 'focus is on no element', inMain: false, inDialog: false };
    return {
      tag: active.tagName.toLowerCase(),
      text: (active.getAttribute('aria-label') ?? active.textContent).trim(),
      indicator: problem(active),
      inMain: Boolean(active.closest('main')),
      inDialog: Boolean(active.closest('dialog')),
    };
  });
}

/** A comparison as drawn, found by its slider: the divider's distance from the left (%), what the slider says, and where it is. */
export function comparison(slider: string) {
  const input = document.querySelector<HTMLInputElement>(slider);
  const handle = input?.nextElementSibling;
  const frame = input?.parentElement;
  if (!input || !handle || !frame) throw new Error(`no comparison ${slider} on the page`);
  const box = frame.getBoundingClientRect();
  const line = handle.getBoundingClientRect();
  return {
    divider: Math.round(((line.left + line.width / 2 - box.left) / box.width) * 100),
    valueText: input.getAttribute('aria-valuetext') ?? '',
    box: { left: box.left, top: box.top, width: box.width, height: box.height },
  };
}

export const examplesSlider = '#examples input[type="range"]';
export const heroSlider = `main figure input[type="range"][aria-label="${comparisonLabels.slider(heroComparison.title)}"]`;
/** The first screen's "after" photo: fetched first, and (it or the same-sized before photo) the page's largest paint. */
export const heroAfter = 'main figure img[fetchpriority="high"]';

/**
 * The first screen as loaded, before anything scrolls: whether the hero's
 * comparison lies wholly inside the first viewport, and how its "after"
 * photo was fetched and which crop the browser chose.
 */
export function firstScreen(slider: string, after: string) {
  const input = document.querySelector(slider);
  const image = document.querySelector<HTMLImageElement>(after);
  if (!input || !image) throw new Error('the first screen has no comparison');
  // Page coordinates, so the answer holds whatever the page has scrolled since.
  const box = input.getBoundingClientRect();
  const top = box.top + scrollY;
  const left = box.left + scrollX;
  // The media query of the phone crop, as the page's own <source> says it.
  const narrowMedia = image.parentElement?.querySelector('source[media]')?.getAttribute('media');
  return {
    viewport: { width: innerWidth, height: innerHeight },
    narrow: narrowMedia ? matchMedia(narrowMedia).matches : 'no art direction',
    inFirstViewport: top >= 0 && left >= 0 && top + box.height <= innerHeight && left + box.width <= innerWidth,
    box: { top, left, bottom: top + box.height, right: left + box.width },
    after: { loaded: image.complete && image.naturalWidth > 0, loading: image.loading, source: image.currentSrc },
  };
}

/** Keeps the page's latest largest-contentful-paint candidate, from the start of the load (buffered). */
export function observeLargestPaint() {
  const page = window as Window & { __largestPaint?: Element | null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) page.__largestPaint = (entry as LargestContentfulPaint).element;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/**
 * What the latest largest-contentful-paint candidate is: a photo of the
 * comparison `after` belongs to (answered as `after`), another element
 * (named), or none yet. Either photo counts: the before and after photos are
 * the same size, a later paint must be strictly larger to take over, and so
 * the one painted first stays the largest; under load Firefox now and then
 * paints the before photo first.
 */
export function largestPaint(after: string) {
  const element = (window as Window & { __largestPaint?: Element | null }).__largestPaint;
  if (element === undefined) return 'no entry yet';
  if (element === null) return 'an element since removed';
  const comparison = document.querySelector(after)?.closest('figure');
  if (element instanceof HTMLImageElement && comparison?.contains(element)) return after;
  return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${element.textContent.trim().slice(0, 40)}"`;
}

/** The full-size files the page has requested, by URL: the inspect view's, which only opening it may fetch. */
export const fullSizeRequests = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.includes('-full-'))
    .sort();

/** An inspect view as the visitor meets it, found by its dialog's selector. */
export function inspectView(dialog: string) {
  const element = document.querySelector<HTMLDialogElement>(dialog);
  const area = element?.querySelector<HTMLElement>('[role="region"]');
  const divider = element?.querySelector<HTMLInputElement>('input[type="range"]');
  if (!element || !area || !divider) throw new Error(`no inspect view ${dialog}`);
  return {
    modal: element.matches(':modal'),
    name: document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
    photos: [...element.querySelectorAll('img')].map((image) => image.src),
    areaName: area.getAttribute('aria-label'),
    focus:
      document.activeElement === area
        ? 'area'
        : document.activeElement === divider
          ? 'divider'
          : element.contains(document.activeElement)
            ? 'inside'
            : 'outside',
    scroll: { left: area.scrollLeft, top: area.scrollTop },
    dividerText: divider.getAttribute('aria-valuetext') ?? '',
    stops: element.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])').length,
  };
}

export const focused = (selector: string) => document.activeElement === document.querySelector(selector);

/** Whether a view's photo area is panned further than `from` along one axis. */
function pannedPast(dialog: string, axis: 'left' | 'top', from: number) {
  const area = document.querySelector(`${dialog} [role="region"]`);
  return ((axis === 'left' ? area?.scrollLeft : area?.scrollTop) ?? 0) > from;
}

/** No engine draws a focus ring in an inactive window, so a focus check first needs the window to have the keyboard. */
export const windowActive = () => document.hasFocus();
export const inactiveWindow = 'the browser window does not have the keyboard focus, so no focus can show';

/**
 * Moves a comparison's divider as a visitor would, from where it starts (the
 * middle): arrows the way they point, Home and End to the edges, then a mouse
 * drag from a quarter of the way across to four fifths. The comparison must
 * be in view.
 */
export async function moveComparison(page: EnginePage, slider: string): Promise<void> {
  await page.waitFor('the comparison stayed disabled', (selector) => document.querySelector<HTMLInputElement>(selector)?.disabled === false, slider);
  await page.evaluate((selector) => document.querySelector<HTMLInputElement>(selector)?.focus({ preventScroll: true }), slider);
  const start = await page.evaluate(comparison, slider);
  expect(start.divider).toBe(50);
  expect(start.valueText).toBe(valueText(50));
  for (let press = 0; press < 10; press += 1) await page.press('ArrowRight');
  const right = await page.evaluate(comparison, slider);
  expect(right.divider, 'ArrowRight moved the divider the wrong way').toBe(60);
  expect(right.valueText).toBe(valueText(60));
  for (let press = 0; press < 20; press += 1) await page.press('ArrowLeft');
  expect((await page.evaluate(comparison, slider)).divider, 'ArrowLeft moved the divider the wrong way').toBe(40);
  await page.press('Home');
  expect(await page.evaluate(comparison, slider)).toMatchObject({ divider: 0, valueText: valueText(0) });
  await page.press('End');
  expect(await page.evaluate(comparison, slider)).toMatchObject({ divider: 100, valueText: valueText(100) });

  const { box } = await page.evaluate(comparison, slider);
  const y = box.top + box.height / 2;
  await page.drag({ x: box.left + box.width * 0.25, y }, { x: box.left + box.width * 0.8, y });
  // The driver returns once it has sent the pointer's moves; the page handles them in its own time.
  await page.waitFor(
    'a drag from 25% to 80% did not leave the divider at 80%',
    (selector) => document.querySelector<HTMLInputElement>(selector)?.value === '80',
    slider,
  );
  const dragged = await page.evaluate(comparison, slider);
  expect(dragged.divider).toBe(80);
  expect(dragged.valueText).toBe(valueText(80));
}

/**
 * The arrow keys pan a view's focused photo area: ArrowRight to the right,
 * ArrowDown down. Each is waited for: the browser may animate the scroll,
 * and WebKit lands it only at its next frame.
 */
export async function panByKeys(page: EnginePage, dialog: string): Promise<void> {
  const start = (await page.evaluate(inspectView, dialog)).scroll;
  await page.press('ArrowRight');
  await page.waitFor('ArrowRight did not pan the photo right', pannedPast, dialog, 'left', start.left);
  await page.press('ArrowDown');
  await page.waitFor('ArrowDown did not pan the photo down', pannedPast, dialog, 'top', start.top);
}

/** An assertion this engine cannot make, said in the report (an annotation) and in the run's output, never passed in silence. */
export async function cannotCheck(context: TestContext, reason: string): Promise<void> {
  console.info(`not checked: ${reason}`);
  await context.annotate(reason, 'not checked');
}

/** Where the page's service worker is: registered or not, and each slot's state. */
const workerState = (page: EnginePage) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      registered: Boolean(registration),
      installing: registration?.installing?.state ?? null,
      waiting: registration?.waiting?.state ?? null,
      active: registration?.active?.state ?? null,
      controller: navigator.serviceWorker.controller?.state ?? null,
    };
  });

/**
 * Waits until the first service worker has installed, activated and taken the
 * page: every page is saved by then (as tests/support/sw.ts waits in Chromium;
 * `ready` alone resolves while it is still activating). Installing fetches
 * every precached file. The whole journey takes WebKit 4-5 s, alone or beside
 * two busy loops and a build; but once, in a loaded npm test with more beside
 * it, no worker took control within a 15 s poll, in both tries, and nothing
 * said why. So the wait goes on, up to four polls, only while a worker is
 * still on its way (installing, waiting or activating), and a failure says
 * where the worker stopped.
 */
export async function untilControlled(page: EnginePage) {
  for (let poll = 1; ; poll += 1) {
    try {
      await page.waitFor('the service worker never took control', () => navigator.serviceWorker.controller?.state === 'activated');
      return;
    } catch (error) {
      const worker = await workerState(page);
      const onItsWay = worker.installing !== null || worker.waiting !== null || worker.active === 'activating';
      if (!onItsWay || poll === 4)
        throw new Error(`${error instanceof Error ? error.message : String(error)}; the worker after ${poll} polls: ${JSON.stringify(worker)}`);
    }
  }
}

/**
 * What a page shows instead of what a journey waited for, and who answered it:
 * in one loaded npm test WebKit showed no home page offline, in both tries,
 * with its worker in control a moment before, and the failure said no more.
 */
export async function whatShows(page: EnginePage): Promise<string> {
  const shown = await Promise.all([
    page.evaluate(() => ({ url: location.href, title: document.title, text: document.body.innerText.trim().slice(0, 160) })),
    workerState(page),
  ])
    .then(([seen, worker]) => ({ ...seen, worker }))
    .catch((error: unknown) => `nothing could be read (${error instanceof Error ? error.message : String(error)})`);
  return `the page shows ${JSON.stringify(shown)}`;
}
