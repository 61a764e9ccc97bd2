import { comparisonLabels } from '../../src/content/home.ts';
import type { EnginePage } from '../support/enginePage.ts';

/**
 * Selectors and in-page conditions of the engine journeys (journeys.ts and the
 * files it calls) that test how a control behaves, step by step. The states
 * the screenshots take are entered from the one table instead
 * (tests/sweep/states.ts). The conditions run in the page: they may use only
 * their arguments.
 */

/** The "View at 100%" button under a comparison, by the comparison's title. */
export const inspectButton = (title: string) => `button[aria-label="${comparisonLabels.inspectName(title)}"]`;
/** The id of the dialog a button opens (its commandfor). */
export const commandFor = (button: string) => document.querySelector(button)?.getAttribute('commandfor') ?? '';
export const viewOpen = (dialog: string) => document.querySelector<HTMLDialogElement>(dialog)?.open === true;
export const viewClosed = (dialog: string) => document.querySelector<HTMLDialogElement>(dialog)?.open === false;

/** Both full-size photos of a view have arrived, with a size. */
export function photosLoaded(dialog: string) {
  const images = [...(document.querySelector(dialog)?.querySelectorAll('img') ?? [])];
  return images.length === 2 && images.every((image) => image.complete && image.naturalWidth > 0);
}

/**
 * Every photo in view shows the crop its <picture> picks at this size, loaded. A resize across the
 * phone crop's media query has the browser pick the other <source>, and the photo keeps its old crop
 * (and that crop's aspect ratio) until the new file has loaded: in Firefox under one core's quota the
 * hero's photo grew 28 px taller (3:2 to 4:3 at 343 px wide) after a click's target had been located,
 * and the click met the caption above View at 100%. Photos out of view are not waited for: lazy ones
 * may load only when scrolled to.
 */
export function photosInViewShowTheirCrop() {
  return [...document.querySelectorAll('picture')].every((picture) => {
    const image = picture.querySelector('img');
    const box = picture.getBoundingClientRect();
    if (!image || box.bottom <= 0 || box.top >= innerHeight || box.width === 0) return true;
    const sources = [...picture.querySelectorAll('source')];
    const media = sources.map((source) => source.getAttribute('media')).find((query) => query !== null && matchMedia(query).matches);
    // The files of the crop that applies: the sources of the first matching media query, else those without one.
    const files = sources
      .filter((source) => source.getAttribute('media') === (media ?? null))
      .flatMap((source) => source.srcset.split(',').map((candidate) => new URL(candidate.trim().split(/\s+/)[0] ?? '', location.href).href));
    return image.complete && image.naturalWidth > 0 && (files.length === 0 || files.includes(image.currentSrc));
  });
}

/**
 * How the menu (the page's first dialog) is shown: as a modal dialog (by its
 * invoker command, boot.js or the app), as a popover (the browser's own
 * fallback where no script runs and invoker commands are missing), or not.
 */
export function menuShownAs() {
  const dialog = document.querySelector('dialog');
  if (!dialog) throw new Error('no menu dialog on the page');
  if (dialog.matches(':modal')) return 'modal';
  if (dialog.open) return 'open, not modal';
  return dialog.matches(':popover-open') ? 'popover' : 'closed';
}
export const menuOpen = () => document.querySelector('dialog')?.open === true || document.querySelector('dialog')?.matches(':popover-open') === true;
export const menuClosed = () => document.querySelector('dialog')?.open === false && !document.querySelector('dialog')?.matches(':popover-open');
export const toggleSelector = 'header button[aria-controls]';

/**
 * Records where the next click lands (what it hit, at which point, and where `button` was then), for
 * a failure to say: Firefox's inspect view did not open after a click on View at 100% in 3 quota runs
 * out of many, and nothing then told whether the click missed the button or the button did nothing.
 */
function recordNextClick(button: string) {
  const page = window as Window & { __lastClick?: string };
  page.__lastClick = 'no click reached the page';
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const box = document.querySelector(button)?.getBoundingClientRect();
      page.__lastClick = `clicked ${target ? `<${target.localName}${target.id ? `#${target.id}` : ''} class="${target.className}">` : 'nothing'} at ${event.clientX},${event.clientY}; the button was at ${box ? `${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)}` : 'nowhere'} in a ${innerWidth}×${innerHeight} viewport, scrolled to ${scrollY}`;
    },
    { once: true, capture: true },
  );
}

/** What `recordNextClick` saw. */
const lastClick = () => (window as Window & { __lastClick?: string }).__lastClick ?? 'no click was recorded';

/**
 * Clicks `opener` and waits for `dialog` to open; if it never does, the failure says where the click
 * landed (`recordNextClick`).
 */
export async function clickOpen(page: EnginePage, opener: string, dialog: string, message: string) {
  await page.evaluate(recordNextClick, opener);
  await page.click(opener);
  await page.waitFor(message, viewOpen, dialog).catch(async (error: unknown) => {
    throw new Error(`${error instanceof Error ? error.message : String(error)} (${await page.evaluate(lastClick)})`);
  });
}
