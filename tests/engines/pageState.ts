import { comparisonLabels } from '../../src/content/home.ts';
import type { EnginePage } from './support/engine.ts';

/**
 * Selectors and in-page conditions the engine journeys (journeys.ts) and the
 * engine screenshots (looks.ts) share. The conditions run in the page: they
 * may use only their arguments.
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
