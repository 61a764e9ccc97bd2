import type { Page } from '@playwright/test';
import { examples } from '../../src/content/examples.ts';
import { comparisonLabels, heroComparison } from '../../src/content/home.ts';
import { notices } from '../../src/content/notices.ts';
import { exampleImagesCache } from '../../src/build/pwa/options.ts';
import { pageRoutes, routes } from '../routes.ts';
import { expect, test, waitForHydration } from '../support/fixtures.ts';
import { waitForServiceWorker } from '../support/sw.ts';

// Offline, photos of the examples never seen cannot load; the browser logs each one.
test.use({ serviceWorkers: 'allow', expectedLoadFailures: /\/assets\/examples\// });

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await waitForServiceWorker(page);
});

test('after one online visit every page loads offline with its own content', async ({ page, context }) => {
  await expect(page.getByRole('status').filter({ hasText: notices.offlineReady.text })).toBeVisible();
  await context.setOffline(true);
  for (const route of routes) {
    const response = await page.goto(route.path);
    expect(response?.fromServiceWorker(), `${route.path} from the service worker`).toBe(true);
    await expect(page).toHaveTitle(route.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
    // The app started, so the precached entry passed its Subresource Integrity check: the worker serves the built bytes.
    await waitForHydration(page);
  }
});

test('offline, the legal pages are whole, and an unknown path shows the 404 page', async ({ page, context }) => {
  await context.setOffline(true);
  for (const route of pageRoutes.filter((candidate) => candidate.legalSections)) {
    await page.goto(route.path);
    await expect(page.locator('main h2').filter({ hasText: /^\d+\. / })).toHaveCount(route.legalSections ?? 0);
  }
  await page.goto('/not-a-page-at-all');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
});

test('client-side navigation works offline and the offline notice says pages stay readable', async ({ page, context }) => {
  // Every page is saved once the first worker has installed: the notice says so.
  await expect(page.getByRole('status').filter({ hasText: notices.offlineReady.text })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: notices.offline.saved })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Talk to a person who knows images');
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: notices.offline.saved })).toHaveCount(0);
});

test('every shortcut of the installed app opens its page offline', async ({ page, context, request }) => {
  const { shortcuts } = (await (await request.get('/manifest.webmanifest')).json()) as { shortcuts: { url: string }[] };
  expect(shortcuts).toHaveLength(4);
  await context.setOffline(true);
  for (const { url } of shortcuts) {
    const route = pageRoutes.find((candidate) => candidate.path === url);
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    expect(response?.fromServiceWorker(), `${url} from the service worker`).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route?.h1 ?? `a page at ${url}`);
  }
});

test('online, an unknown path still gets the real 404 from the server', async ({ page }) => {
  const response = await page.goto('/still-not-a-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
});

test.describe('example photos', () => {
  // A phone: the examples are far below the fold, so no photo loads until the visitor scrolls.
  test.use({ viewport: { width: 390, height: 844 } });

  async function showExamples(page: Page) {
    await page.locator('#examples').evaluate((element) => element.scrollIntoView({ behavior: 'instant' }));
    for (const image of await page.locator('#examples picture img').all()) await image.scrollIntoViewIfNeeded();
  }

  const photosSettled = (page: Page) =>
    page.waitForFunction(() => {
      const images = [...document.querySelectorAll<HTMLImageElement>('#examples picture img')];
      return images.length > 0 && images.every((image) => image.complete);
    });

  test('shown once online, they show again offline, from the runtime cache', async ({ page, context }) => {
    await showExamples(page);
    await photosSettled(page);
    const shown = await page.locator('#examples picture img').evaluateAll((all) => all.map((image) => (image as HTMLImageElement).currentSrc));
    expect(shown).toHaveLength(examples.length * 2);
    // Each photo the browser picked is in the worker's cache, and nothing more than a visit's worth.
    await expect
      .poll(() => page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url).sort(), exampleImagesCache))
      .toEqual([...shown].sort());

    await context.setOffline(true);
    await page.reload();
    await waitForHydration(page);
    await showExamples(page);
    await photosSettled(page);
    const loaded = await page.locator('#examples picture img').evaluateAll((all) => all.map((image) => (image as HTMLImageElement).naturalWidth > 0));
    expect(loaded).toEqual(shown.map(() => true));
  });

  test('never seen, offline, each shows its text alternative in its own place, with nothing shifting', async ({ page, context }) => {
    await showExamples(page);
    await photosSettled(page);
    const boxes = async () => page.locator('#examples picture img').evaluateAll((all) => all.map((image) => JSON.stringify(image.getBoundingClientRect())));
    const online = await boxes();
    // As if the visitor had never scrolled this far: no copy in the worker's cache, none in the browser's.
    await page.evaluate((name) => caches.delete(name), exampleImagesCache);
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    await context.setOffline(true);
    await page.reload();
    await waitForHydration(page);
    await showExamples(page);
    await photosSettled(page);
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
  const photosLoaded = () =>
    page.waitForFunction(() => {
      const images = [...document.querySelectorAll<HTMLImageElement>('dialog[open] img')];
      return images.length === 2 && images.every((image) => image.complete && image.naturalWidth > 0);
    });
  await opener.click();
  await photosLoaded();
  const fullSize = await view.locator('img').evaluateAll((all) => all.map((image) => (image as HTMLImageElement).currentSrc).sort());
  expect(fullSize).toEqual([expect.stringContaining('-after-full-'), expect.stringContaining('-before-full-')]);
  await expect
    .poll(() => page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url), exampleImagesCache))
    .toEqual(expect.arrayContaining(fullSize));
  await page.keyboard.press('Escape');

  // Only the worker's cache can answer now: the browser's own is emptied.
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  await context.setOffline(true);
  await page.reload();
  await waitForHydration(page);
  await opener.click();
  await expect(view).toBeVisible();
  await photosLoaded();
});
