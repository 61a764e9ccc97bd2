import type { EnginePage } from '../support/enginePage.ts';
import type { Modal } from './probes.ts';

/**
 * In-page conditions the engine journeys share (journeys.ts and each
 * component's *.journey.ts); a component's own live in its journey. The
 * states the screenshots take are entered from the one table instead
 * (tests/sweep/states.ts). The conditions run in the page: they may use only
 * their arguments.
 */

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

const lastClick = () => (window as Window & { __lastClick?: string }).__lastClick ?? 'no click was recorded';

/**
 * Clicks the modal's opener and waits for the dialog to show; if it never does, the failure says
 * where the click landed (`recordNextClick`). `when` says more of the click, for the failure.
 */
export async function clickOpen(page: EnginePage, modal: Modal, when = '') {
  await page.evaluate(recordNextClick, modal.opener);
  await modal
    .opens(`a click on ${modal.openerName}${when}`, () => page.click(modal.opener))
    .catch(async (error: unknown) => {
      throw new Error(`${error instanceof Error ? error.message : String(error)} (${await page.evaluate(lastClick)})`);
    });
}
