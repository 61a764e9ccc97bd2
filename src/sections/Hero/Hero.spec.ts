import { heroComparison } from '../../content/home.ts';
import { expect, holdRequests, test } from '../../../tests/support/fixtures.ts';
import { photosArriveInPlace } from '../../../tests/support/layoutShifts.ts';

/**
 * The home page's first screen while its photos are held back, as only
 * Playwright can hold them: the headline painted first, and nothing moving as
 * the photos arrive, on a phone and on a desktop. Its place, its photos'
 * crops, its largest paint and how its comparison behaves are in
 * src/components/BeforeAfter/BeforeAfter.journey.ts, in every engine.
 */
const screens = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

const heroPhotos = new RegExp(`/assets/examples/(${heroComparison.photo}|${heroComparison.narrowPhoto})-`);

/** The first screen's two images: the "before" (first in reading order) and the "after". */
const heroImages = 'main picture img[loading="eager"]';

for (const screen of screens) {
  test.describe(`on a ${screen.name} (${screen.viewport.width}×${screen.viewport.height})`, () => {
    test.use({ viewport: screen.viewport });

    test('the headline paints first, and the photos arrive without moving anything', async ({ page }) => {
      const release = await holdRequests(page, heroPhotos);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The first contentful paint happened while no photo could arrive: it was the text.
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length === 1);
      await photosArriveInPlace(page, heroImages, release);
    });
  });
}
