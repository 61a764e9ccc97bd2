import { expect } from 'vitest';
import { examples } from '../../content/examples.ts';
import { comparisonLabels, hero, heroComparison, sectionIntros } from '../../content/home.ts';
import type { Journey, Session } from '../../../tests/engines/journeys.ts';
import { cannotCheck, gotoHydrated, isHydrated, origin } from '../../../tests/engines/probes.ts';
import type { EnginePage } from '../../../tests/support/enginePage.ts';

/**
 * BeforeAfter's journeys, written once against EnginePage and run in
 * Chromium, Firefox and WebKit (tests/engines/): the examples' comparisons
 * and the first screen's, at a phone's width and a desktop's. What only
 * Chromium can show stays in BeforeAfter.spec.ts and Hero.spec.ts (touch, and
 * the page while its code or photos are held). The inspect view is
 * InspectView.journey.ts. Page functions run in the page: they use only their
 * arguments.
 */

/** A comparison's slider, by the comparison's title. */
export const sliderOf = (title: string) => `main input[type="range"][aria-label="${comparisonLabels.slider(title)}"]`;
const heroSlider = sliderOf(heroComparison.title);
/** The first screen's "after" photo: fetched first, and (it or the same-sized before photo) the page's largest paint. */
const heroAfter = 'main figure img[fetchpriority="high"]';

/**
 * A comparison as drawn, found by its slider: what the slider says, where the
 * divider is (% of the width from the left), how much of the "before" photo
 * shows, found the way a pointer would (the clip also clips hit-testing, so
 * probe across the frame for the last column where the "before" photo is
 * still there), whether the grip that invites dragging shows, and where it is.
 */
export function drawn(slider: string) {
  const input = document.querySelector<HTMLInputElement>(slider);
  const frame = input?.parentElement;
  const beforeImage = frame?.children[0]?.querySelector('img');
  const handle = input?.nextElementSibling;
  if (!input || !frame || !beforeImage || !handle) throw new Error(`the comparison ${slider} lost its frame, photo or handle`);
  const box = frame.getBoundingClientRect();
  const line = handle.getBoundingClientRect();
  const y = box.top + box.height / 2;
  let shown = 0;
  for (let x = 0.5; x < box.width; x += 1) if (document.elementsFromPoint(box.left + x, y).includes(beforeImage)) shown = x + 0.5;
  return {
    value: input.value,
    valueText: input.getAttribute('aria-valuetext') ?? '',
    disabled: input.disabled,
    divider: ((line.left + line.width / 2 - box.left) / box.width) * 100,
    beforeShown: (shown / box.width) * 100,
    grip: getComputedStyle(handle, '::after').visibility,
    touchAction: getComputedStyle(frame).touchAction,
    box: { left: box.left, top: box.top, width: box.width, height: box.height },
  };
}

/** Brings a comparison to the middle of the viewport, at once. */
export const centre = (slider: string) => document.querySelector(slider)?.parentElement?.scrollIntoView({ block: 'center', behavior: 'instant' });

/** The slider says the divider is `position` % from the left, and the drawing agrees, within a pixel or so. */
export async function showing(page: EnginePage, slider: string, position: number, after = `at ${position}%`): Promise<void> {
  await page.waitFor(
    `${after}, the slider is not at ${position}`,
    (selector, value) => document.querySelector<HTMLInputElement>(selector)?.value === value,
    slider,
    String(position),
  );
  const seen = await page.evaluate(drawn, slider);
  expect(seen.valueText, after).toBe(comparisonLabels.valueText(position));
  expect(Math.abs(seen.divider - position), `${after}: the divider drawn at ${seen.divider}%`).toBeLessThan(1);
  expect(Math.abs(seen.beforeShown - position), `${after}: the before photo shown up to ${seen.beforeShown}%`).toBeLessThan(1);
}

/**
 * Moves a comparison's divider as a visitor would, from where it starts (the
 * middle): arrows the way they point, Page Down, End and Home, then a click
 * on the photo puts it there and a drag moves it. The comparison must be in view.
 */
async function moveComparison(page: EnginePage, slider: string): Promise<void> {
  await page.waitFor('the comparison stayed disabled', (selector) => document.querySelector<HTMLInputElement>(selector)?.disabled === false, slider);
  await page.evaluate((selector) => document.querySelector<HTMLInputElement>(selector)?.focus({ preventScroll: true }), slider);
  await showing(page, slider, 50, 'as loaded');
  const keys = [
    ['ArrowRight', 1, 51],
    ['ArrowLeft', 2, 49],
    ['ArrowUp', 1, 50],
    ['ArrowRight', 10, 60],
    ['ArrowLeft', 20, 40],
    ['PageDown', 1, 30],
    ['End', 1, 100],
    ['Home', 1, 0],
  ] as const;
  for (const [key, presses, position] of keys) {
    for (let press = 0; press < presses; press += 1) await page.press(key);
    await showing(page, slider, position, `after ${key} ×${presses}`);
  }
  const { box } = await page.evaluate(drawn, slider);
  await page.clickAt({ x: box.left + box.width * 0.25, y: box.top + box.height * 0.8 });
  await showing(page, slider, 25, 'after a click a quarter of the way across');
  const y = box.top + box.height / 2;
  // The driver returns once it has sent the pointer's moves; `showing` waits for the page to handle them.
  await page.drag({ x: box.left + box.width * 0.25, y }, { x: box.left + box.width * 0.9, y });
  await showing(page, slider, 90, 'after a drag from 25% to 90%');
}

/**
 * The first screen's photos as loaded: how they were fetched and which crop
 * the browser chose. Where the comparison stands is Hero.journey.ts's.
 */
function firstScreen(after: string) {
  const afterImage = document.querySelector<HTMLImageElement>(after);
  const beforeImage = afterImage?.closest('figure')?.querySelector<HTMLImageElement>('img:not([fetchpriority="high"])');
  if (!afterImage || !beforeImage) throw new Error('the first screen has no comparison');
  // The media query of the phone crop, as the page's own <source> says it.
  const narrowMedia = afterImage.parentElement?.querySelector('source[media]')?.getAttribute('media');
  const photo = (image: HTMLImageElement) => ({ loaded: image.complete && image.naturalWidth > 0, loading: image.loading, source: image.currentSrc });
  return {
    viewport: { width: innerWidth, height: innerHeight },
    narrow: narrowMedia ? matchMedia(narrowMedia).matches : 'no art direction',
    after: { ...photo(afterImage), priority: afterImage.getAttribute('fetchpriority') },
    before: photo(beforeImage),
  };
}

/** Keeps the page's latest largest-contentful-paint candidate, from the start of the load (buffered). */
function observeLargestPaint() {
  const page = window as Window & { __largestPaint?: Element | null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) page.__largestPaint = (entry as LargestContentfulPaint).element;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** What the latest largest-contentful-paint candidate is: a photo of the comparison `after` belongs to, another element (named), or none yet. */
function largestPaint(after: string) {
  const element = (window as Window & { __largestPaint?: Element | null }).__largestPaint;
  if (element === undefined) return 'no entry yet';
  if (element === null) return 'an element since removed';
  if (element === document.querySelector(after)) return 'the after photo';
  if (element instanceof HTMLImageElement && document.querySelector(after)?.closest('figure')?.contains(element)) return 'the before photo';
  return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${element.textContent.trim().slice(0, 40)}"`;
}

export function comparisonJourneys(journey: Journey, session: Session): void {
  journey('the comparisons: each named and half enhanced; arrows, Page Down, Home and End, a click and a drag move the divider', async () => {
    const { page } = session;
    await page.setViewport(1280, 800);
    await gotoHydrated(page, `${origin}/`);
    for (const { title } of examples) {
      await page.evaluate(centre, sliderOf(title));
      await page.byRole('slider', comparisonLabels.slider(title)).waitFor();
      await showing(page, sliderOf(title), 50, `${title} as loaded`);
      expect((await page.evaluate(drawn, sliderOf(title))).grip, `${title}: the grip once the app runs`).toBe('visible');
    }
    expect(
      await page.evaluate(
        (note) => [...document.querySelectorAll('#examples p')].some((paragraph) => paragraph.textContent.includes(note) && paragraph.checkVisibility()),
        sectionIntros.examples.simulatedNote,
      ),
      'the note that the examples are simulated',
    ).toBe(true);
    const first = sliderOf(examples[0]?.title ?? '');
    await page.evaluate(centre, first);
    await moveComparison(page, first);
    expect(await page.errors()).toEqual([]);
  });

  journey(
    "the first screen, at a phone's width and a desktop's: the hero's photos loaded at once in the crop for that width and the largest paint, its divider moved by keys, a click and a drag, View Examples",
    async (context) => {
      const { page } = session;
      const lcp = await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint'));
      if (!lcp)
        await cannotCheck(context, `${page.engine} reports no largest-contentful-paint entries, so which element is the largest paint is not checked here`);
      for (const [width, height, narrow] of [
        [375, 812, true],
        [1280, 800, false],
      ] as const) {
        await page.setViewport(width, height);
        await page.goto(`${origin}/`);
        if (lcp) await page.evaluate(observeLargestPaint);
        // Eager, so the load event (which goto waits for) waited for both photos.
        const screen = await page.evaluate(firstScreen, heroAfter);
        const at = `at ${screen.viewport.width}×${screen.viewport.height}`;
        expect(screen.after, `${at}: the hero's after photo`).toMatchObject({ loaded: true, loading: 'eager', priority: 'high' });
        expect(screen.before, `${at}: the hero's before photo`).toMatchObject({ loaded: true, loading: 'eager' });
        // Art direction: phones get the closer crop.
        expect(screen.narrow, `${at}: the phone crop's media query`).toBe(narrow);
        const crop = narrow ? heroComparison.narrowPhoto : heroComparison.photo;
        expect(screen.after.source, `${at}: the crop the browser chose`).toContain(`/${crop}-after-`);
        expect(screen.before.source, `${at}: the crop the browser chose`).toContain(`/${crop}-before-`);
        // The newest candidate: the element itself, not a size that happens to match. Either photo elsewhere: the two are the
        // same size, a later paint must be strictly larger to take over, and under load Firefox now and then paints the before
        // photo first. Chromium paints the after photo first, as its fetch priority asks.
        if (lcp)
          await expect
            .poll(() => page.evaluate(largestPaint, heroAfter), { message: `${at}: the largest contentful paint` })
            .toMatch(page.engine === 'chromium' ? /^the after photo$/ : /^the (after|before) photo$/);
        expect(await page.evaluate(() => [scrollX, scrollY]), `${at}: the first screen as loaded`).toEqual([0, 0]);
        await page.waitFor('never hydrated', isHydrated);
        await moveComparison(page, heroSlider);
        expect(await page.evaluate(() => [scrollX, scrollY]), `${at}: moving the divider scrolled the page`).toEqual([0, 0]);
        await page.byRole('link', hero.examplesAction).click();
        await page.waitFor(`${at}: View Examples did not lead to #examples`, () => location.hash === '#examples');
        await page.waitFor(
          `${at}: the examples' heading never came into view`,
          (title) => {
            const box = [...document.querySelectorAll('h2')].find((heading) => heading.textContent === title)?.getBoundingClientRect();
            return Boolean(box && box.bottom > 0 && box.top < innerHeight);
          },
          sectionIntros.examples.title,
        );
        expect(await page.errors()).toEqual([]);
      }
    },
  );
}
