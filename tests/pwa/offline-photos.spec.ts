import type { BrowserContext, Page } from '@playwright/test';
import { examples } from '../../src/content/examples.ts';
import { comparisonLabels, heroComparison } from '../../src/content/home.ts';
import { exampleImagesCache } from '../../src/build/pwa/options.ts';
import { expect, gotoHydrated, imagesLoaded, test, waitForHydration, waitForServiceWorker } from '../support/fixtures.ts';

// The Picture and BeforeAfter photos offline; reading pages offline is tests/pwa/offline-reading.spec.ts.
// Offline, photos of the examples never seen cannot load; the browser logs each one.
test.use({ serviceWorkers: 'allow', expectedLoadFailures: /\/assets\/examples\// });

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, '/');
  await waitForServiceWorker(page);
});

/** Takes the network away and reloads; with `clearBrowserCache`, only the worker's cache can answer: the browser's own is emptied. */
async function reloadOffline(page: Page, context: BrowserContext, { clearBrowserCache = false } = {}) {
  if (clearBrowserCache) await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  await context.setOffline(true);
  await page.reload();
  await waitForHydration(page);
}

test.describe('example photos', () => {
  // A phone: the examples are far below the fold, so no photo loads until the visitor scrolls.
  test.use({ viewport: { width: 390, height: 844 } });

  /** Scrolls past every example photo, and waits until each has loaded or failed to. */
  async function showExamples(page: Page) {
    await page.locator('#examples').evaluate((element) => element.scrollIntoView({ behavior: 'instant' }));
    for (const image of await page.locator('#examples picture img').all()) await image.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const images = [...document.querySelectorAll<HTMLImageElement>('#examples picture img')];
      return images.length > 0 && images.every((image) => image.complete);
    });
  }

  test('shown once online, they show again offline, from the runtime cache', async ({ page, context }) => {
    await showExamples(page);
    const shown = await page.locator('#examples picture img').evaluateAll((all) => all.map((image) => (image as HTMLImageElement).currentSrc));
    expect(shown).toHaveLength(examples.length * 2);
    // Each photo the browser picked is in the worker's cache, and nothing more than a visit's worth.
    await expect
      .poll(() => page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url).sort(), exampleImagesCache))
      .toEqual([...shown].sort());

    await reloadOffline(page, context);
    await showExamples(page);
    const loaded = await page.locator('#examples picture img').evaluateAll((all) => all.map((image) => (image as HTMLImageElement).naturalWidth > 0));
    expect(loaded).toEqual(shown.map(() => true));
  });

  test('never seen, offline, each shows its text alternative in its own place, with nothing shifting', async ({ page, context }) => {
    await showExamples(page);
    const boxes = async () => page.locator('#examples picture img').evaluateAll((all) => all.map((image) => JSON.stringify(image.getBoundingClientRect())));
    const online = await boxes();
    // As if the visitor had never scrolled this far: no copy in the worker's cache, none in the browser's.
    await page.evaluate((name) => caches.delete(name), exampleImagesCache);
    await reloadOffline(page, context, { clearBrowserCache: true });
    await showExamples(page);
    const images = page.locator('#examples picture img');
    expect(await images.evaluateAll((all) => all.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length)).toBe(0);
    expect(await boxes(), 'every photo keeps its box').toEqual(online);
    // The broken-image rendering is replaced: a panel carrying the text alternative.
    for (const image of await images.all()) {
      const alt = (await image.getAttribute('alt')) ?? '';
      expect(alt.length).toBeGreaterThan(10);
      const drawn = await image.evaluate((element) => ({
        panel: getComputedStyle(element, '::before').content,
        text: getComputedStyle(element, '::after').content,
      }));
      expect(drawn).toEqual({ panel: '""', text: JSON.stringify(alt) });
    }
  });
});

test('a view at 100% opened once online opens offline, its photos from the worker’s cache', async ({ page, context }) => {
  const opener = page.getByRole('button', { name: comparisonLabels.inspectName(heroComparison.title) });
  const view = page.getByRole('dialog', { name: comparisonLabels.inspectTitle(heroComparison.title) });
  await opener.click();
  await imagesLoaded(page, 'dialog[open] img', 2);
  const fullSize = await view.locator('img').evaluateAll((all) => all.map((image) => (image as HTMLImageElement).currentSrc).sort());
  expect(fullSize).toEqual([expect.stringContaining('-after-full-'), expect.stringContaining('-before-full-')]);
  await expect
    .poll(() => page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url), exampleImagesCache))
    .toEqual(expect.arrayContaining(fullSize));
  await page.keyboard.press('Escape');

  await reloadOffline(page, context, { clearBrowserCache: true });
  await opener.click();
  await expect(view).toBeVisible();
  await imagesLoaded(page, 'dialog[open] img', 2);
});
