import { comparisonLabels } from '../../src/content/home.ts';

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

export const menuOpen = () => Boolean(document.querySelector('dialog')?.open);
export const menuClosed = () => document.querySelector('dialog')?.open === false;
export const toggleSelector = 'header button[aria-controls]';
