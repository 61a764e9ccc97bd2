import { examples } from '../../content/examples.ts';
import { heroComparison } from '../../content/home.ts';
import { playwrightPage } from '../../../tests/support/enginePage.ts';
import { appCode, expect, gotoHydrated, holdRequests, scrollAndSettle, swipe, test, waitForHydration } from '../../../tests/support/fixtures.ts';
import { photosArriveInPlace } from '../../../tests/support/layoutShifts.ts';
import { centre, drawn, showing, sliderOf } from './BeforeAfter.journey.ts';

/**
 * What only Chromium can show of the before/after comparisons: a finger on a
 * touch screen, and the page while its code or photos are held back. The
 * keyboard and the mouse, in every engine, are BeforeAfter.journey.ts; the
 * first screen's own promises are there and in src/sections/Hero/Hero.spec.ts.
 */

/** The comparisons that share one component, each checked on its own. */
const comparisons = [
  { where: 'on the first screen', slider: sliderOf(heroComparison.title) },
  { where: 'in the examples', slider: sliderOf(examples[0]?.title ?? '') },
] as const;

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a tap sets each divider, a vertical swipe over the photo scrolls the page, a sideways one drags', async ({ page }) => {
    const enginePage = playwrightPage(page);
    await gotoHydrated(page, '/');
    for (const { where, slider } of comparisons) {
      await test.step(where, async () => {
        await page.evaluate(centre, slider);
        const { box, touchAction } = await page.evaluate(drawn, slider);
        expect(touchAction).toBe('pan-y');
        await page.touchscreen.tap(box.left + box.width * 0.7, box.top + box.height / 2);
        await showing(enginePage, slider, 70, 'after a tap');

        // A finger moving up across the photo: the page scrolls, the divider stays.
        const before = await page.evaluate(() => window.scrollY);
        await scrollAndSettle(page, () => swipe(page, { x: box.left + box.width / 2, y: box.top + box.height * 0.8 }, { x: 1, y: -15 }));
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 100);
        // Back in view to be read: on one core's quota the swipe's fling carried the photo's middle out of the viewport.
        await page.evaluate(centre, slider);
        await showing(enginePage, slider, 70, 'after a vertical swipe');

        // A finger moving sideways drags the divider.
        await page.evaluate(centre, slider);
        const moved = (await page.evaluate(drawn, slider)).box;
        await swipe(page, { x: moved.left + moved.width * 0.7, y: moved.top + moved.height / 2 }, { x: -moved.width * 0.04, y: 0 });
        await showing(enginePage, slider, 30, 'after a sideways swipe');
      });
    }
  });
});

test('before the app starts, each comparison shows its split but offers no control that does nothing', async ({ page }) => {
  // Hold the app's code so the page stays as prerendered.
  const release = await holdRequests(page, appCode);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  for (const { where, slider } of comparisons) {
    await page.evaluate(centre, slider);
    const prerendered = await page.evaluate(drawn, slider);
    expect(prerendered.disabled, where).toBe(true);
    expect(prerendered.grip, where).toBe('hidden');
    expect(Math.abs(prerendered.beforeShown - 50), where).toBeLessThan(1);
  }
  release();
  await waitForHydration(page);
  for (const { where, slider } of comparisons) {
    await page.evaluate(centre, slider);
    // Waited for: the app enables each control in an effect after hydration, which one core's quota showed can come later.
    await expect.poll(() => page.evaluate(drawn, slider), { message: where }).toMatchObject({ disabled: false, grip: 'visible' });
    await showing(playwrightPage(page), slider, 50, `${where}, once the app runs`);
  }
});

const examplePhotos = '#examples picture img';

test('the photos arrive without shifting anything', async ({ page }) => {
  // The examples' photos only: the first screen's are in src/sections/Hero/Hero.spec.ts.
  const release = await holdRequests(page, new RegExp(`/assets/examples/(${examples.map((example) => example.photo).join('|')})-`));
  await gotoHydrated(page, '/');
  await page.locator('#examples').evaluate((element) => element.scrollIntoView({ behavior: 'instant' }));
  // Every photo in place and still on its way when measured.
  await expect(page.locator(examplePhotos)).toHaveCount(examples.length * 2);
  await photosArriveInPlace(page, examplePhotos, release);
});
