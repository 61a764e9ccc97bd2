import type { Page } from '@playwright/test';
import { comparisonLabels, heroComparison, sectionIntros } from '../../content/home.ts';
import { expect, holdRequests, test, waitForHydration } from '../../../tests/support/fixtures.ts';
import { layoutShifts, observeLayoutShifts } from '../../../tests/support/layoutShifts.ts';

/**
 * The home page's first screen, on a phone and on a desktop: a comparison of
 * one photograph in full view, its "after" the page's largest paint, the
 * headline painted first, and nothing moving as the photos arrive. How the
 * comparison behaves is in examples.spec.ts, with the examples'.
 */
const screens = [
  { name: 'phone', viewport: { width: 390, height: 844 }, crop: `/${heroComparison.narrowPhoto}-` },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, crop: `/${heroComparison.photo}-` },
] as const;

const heroPhotos = /\/assets\/examples\/fig-plate/;

/** The first screen's two images: the "before" (first in reading order) and the "after". */
const heroImages = (page: Page) => page.locator('main picture img[loading="eager"]');

for (const screen of screens) {
  test.describe(`on a ${screen.name} (${screen.viewport.width}×${screen.viewport.height})`, () => {
    test.use({ viewport: screen.viewport });

    // One load: its largest paint is read first, before anything on the page moves.
    test('its "after" is the largest contentful paint, from the crop for this screen; the headline and the whole comparison are in view, and View Examples leads to the examples', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(heroImages(page)).toHaveCount(2);
      const [before, after] = await heroImages(page).all();
      if (!before || !after) throw new Error('the first screen has no pair of images');
      await expect(after).toHaveAttribute('fetchpriority', 'high');
      await expect(after).toHaveAttribute('loading', 'eager');
      await expect(before).toHaveAttribute('loading', 'eager');
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('main picture img[loading="eager"]')].every((image) => image.complete && image.naturalWidth > 0),
      );
      for (const image of [before, after]) expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(screen.crop);
      // The newest candidate, once the page has painted its photos: the element itself, not a size that happens to match.
      const largest = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            new PerformanceObserver((list) => {
              const entry = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
              const image = entry.element;
              resolve(image instanceof HTMLImageElement ? `${image.alt} | ${image.getAttribute('fetchpriority')}` : String(image?.outerHTML.slice(0, 120)));
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(largest).toBe(`${await after.getAttribute('alt')} | high`);

      await waitForHydration(page);
      const within = (name: string, box: { x: number; y: number; width: number; height: number } | null) => {
        expect(box, name).not.toBeNull();
        if (!box) return;
        expect(box.x, name).toBeGreaterThanOrEqual(0);
        expect(box.y, name).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, name).toBeLessThanOrEqual(screen.viewport.width);
        expect(box.y + box.height, name).toBeLessThanOrEqual(screen.viewport.height);
      };
      within('headline', await page.getByRole('heading', { level: 1 }).boundingBox());
      within('comparison', await page.getByRole('slider', { name: comparisonLabels.slider(heroComparison.title) }).boundingBox());
      within('its inspect button', await page.getByRole('button', { name: comparisonLabels.inspectName(heroComparison.title) }).boundingBox());
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.getByRole('link', { name: 'View Examples' }).click();
      await expect(page).toHaveURL(/#examples$/);
      await expect(page.getByRole('heading', { level: 2, name: sectionIntros.examples.title })).toBeInViewport();
    });

    test('the headline paints first, and the photos arrive without moving anything', async ({ page }) => {
      const release = await holdRequests(page, heroPhotos);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The first contentful paint happened while no photo could arrive: it was the text.
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length === 1);
      const images = heroImages(page);
      expect(await images.evaluateAll((all) => all.filter((image) => (image as HTMLImageElement).complete).length)).toBe(0);
      await page.evaluate(observeLayoutShifts);
      const boxes = () => images.evaluateAll((all) => all.map((image) => JSON.stringify(image.getBoundingClientRect())));
      const reserved = await boxes();

      release();
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('main picture img[loading="eager"]')].every((image) => image.complete && image.naturalWidth > 0),
      );
      expect(await boxes()).toEqual(reserved);
      expect(await layoutShifts(page)).toEqual([]);
    });
  });
}
