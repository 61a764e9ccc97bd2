import type { Locator, Page } from '@playwright/test';
import { comparisonLabels, heroComparison } from '../../content/home.ts';
import { expect, gotoHydrated, imagesLoaded, scrollAndSettle, swipe, test } from '../../../tests/support/fixtures.ts';

/**
 * What only Chromium can show of the inspect view: other device pixel ratios,
 * a finger, and reduced motion, each by Playwright's emulation. Its keyboard,
 * mouse, requests and closing, in every engine, are InspectView.journey.ts;
 * offline reading of an opened view is tests/pwa/offline-photos.spec.ts.
 */
const opener = (page: Page) => page.getByRole('button', { name: comparisonLabels.inspectName(heroComparison.title) });
const view = (page: Page) => page.getByRole('dialog', { name: comparisonLabels.inspectTitle(heroComparison.title) });

/** Waits for both full-size photos of the open view to be decoded. */
const photosLoaded = (page: Page) => imagesLoaded(page, 'dialog[open] img', 2);

const scrollLeft = (scroller: Locator) => scroller.evaluate((element) => element.scrollLeft);

/** Where the view's divider is drawn, as a share of the full-size pair (%). */
async function dividerAt(dialog: Locator) {
  return dialog.evaluate((element) => {
    const handle = element.querySelector('[aria-hidden="true"] > span')?.parentElement;
    const pair = handle?.parentElement;
    if (!handle || !pair) throw new Error('the view has no divider');
    const line = handle.getBoundingClientRect();
    const box = pair.getBoundingClientRect();
    return ((line.left + line.width / 2 - box.left) / box.width) * 100;
  });
}

test.use({ viewport: { width: 1280, height: 800 } });

// At 1, the pixel ratio every engine runs the journeys at, InspectView.journey.ts checks it.
for (const deviceScaleFactor of [1.75, 3]) {
  test.describe(`at ${deviceScaleFactor} device pixels per CSS pixel`, () => {
    test.use({ deviceScaleFactor });

    test('each photo shows one file pixel per device pixel', async ({ page }) => {
      await gotoHydrated(page, '/');
      await opener(page).click();
      await photosLoaded(page);
      const scales = await view(page).evaluate((dialog) =>
        [...dialog.querySelectorAll('img')].map((image) => (image.getBoundingClientRect().width * window.devicePixelRatio) / image.naturalWidth),
      );
      for (const scale of scales) expect(scale).toBeCloseTo(1, 2);
    });
  });
}

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });

  test('a finger pans the picture, and on the grip moves the divider', async ({ page }) => {
    await gotoHydrated(page, '/');
    await opener(page).tap();
    await photosLoaded(page);
    const scroller = view(page).getByRole('region', { name: comparisonLabels.inspectArea });
    const box = await scroller.boundingBox();
    if (!box) throw new Error('the area is not drawn');
    const dialog = view(page);
    const before = await dividerAt(dialog);
    const start = await scrollLeft(scroller);
    // A finger moving left, away from the divider: the picture follows it.
    await scrollAndSettle(page, () => swipe(page, { x: box.x + box.width * 0.85, y: box.y + box.height * 0.3 }, { x: -12, y: 0 }), scroller);
    expect(await scrollLeft(scroller)).toBeGreaterThan(start + 50);
    expect(await dividerAt(dialog)).toBeCloseTo(before, 0);

    // On the grip, the same gesture moves the divider and leaves the picture where it is.
    const grip = dialog.locator('[aria-hidden="true"] > span').first();
    await grip.scrollIntoViewIfNeeded();
    const gripBox = await grip.boundingBox();
    if (!gripBox) throw new Error('no grip');
    const resting = await scrollLeft(scroller);
    await swipe(page, { x: gripBox.x + gripBox.width / 2, y: gripBox.y + gripBox.height / 2 }, { x: -6, y: 0 });
    await expect.poll(() => dividerAt(dialog)).toBeLessThan(before - 2);
    expect(await scrollLeft(scroller)).toBe(resting);
  });
});

test('motion: with reduced motion the view appears at once, otherwise it fades in briefly, and the picture never zooms', async ({ page }) => {
  await gotoHydrated(page, '/');
  for (const reducedMotion of ['reduce', 'no-preference'] as const) {
    await test.step(reducedMotion, async () => {
      await page.emulateMedia({ reducedMotion });
      await opener(page).click();
      const dialog = view(page);
      await expect(dialog).toBeVisible();
      const motion = await dialog.evaluate((element) => ({
        dialog: getComputedStyle(element).animationName,
        duration: getComputedStyle(element).animationDuration,
        // What its keyframes change, read from the stylesheet (the animation may be over by now).
        properties: [...document.styleSheets]
          .flatMap((sheet) => [...sheet.cssRules])
          .filter((rule): rule is CSSKeyframesRule => rule instanceof CSSKeyframesRule && rule.name === getComputedStyle(element).animationName)
          .flatMap((rule) => [...rule.cssRules])
          .flatMap((frame) => (frame instanceof CSSKeyframeRule ? [...frame.style] : [])),
        images: [...element.querySelectorAll('img')].map((image) => `${getComputedStyle(image).animationName} ${getComputedStyle(image).transitionDuration}`),
      }));
      if (reducedMotion === 'reduce') expect(motion.dialog).toBe('none');
      else {
        expect(motion.dialog).not.toBe('none');
        expect(parseFloat(motion.duration)).toBeLessThanOrEqual(0.2);
        expect(new Set(motion.properties)).toEqual(new Set(['opacity']));
      }
      expect(motion.images).toEqual(['none 0s', 'none 0s']);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  }
});
