import { contactIntro } from '../../src/content/contact.ts';
import { notices } from '../../src/content/notices.ts';
import { routes } from '../routes.ts';
import { expect, gotoHydrated, test, waitForHydration, waitForServiceWorker } from '../support/fixtures.ts';
import type { WebManifest } from '../support/installUi.ts';

/**
 * Reading offline, the journey the installed site is for: one online visit,
 * then every page from the service worker. It depends on what the server
 * sent the worker, so the `nginx` project runs it too (tests/playwright.config.ts).
 */
// Offline, photos of the examples never seen cannot load; the browser logs each one.
test.use({ serviceWorkers: 'allow', expectedLoadFailures: /\/assets\/examples\// });

test('after one online visit every page, shortcut and unknown path reads offline, and online the server answers again', async ({ page, context, request }) => {
  await gotoHydrated(page, '/');
  await waitForServiceWorker(page);
  // Every page is saved once the first worker has installed: the footer says so, in a live region (not a status: Orca reads those as "statusbar").
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: notices.offlineReady.text })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: notices.offline.saved })).toBeVisible();

  // Client-side navigation needs only the worker's copy of the route's code.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactIntro.title);

  const statusOffline = new Map<string, number | undefined>();
  // Every route, the 404 page's unknown path among them.
  for (const route of routes) {
    const response = await page.goto(route.path);
    statusOffline.set(route.path, response?.status());
    expect(response?.fromServiceWorker(), `${route.path} from the service worker`).toBe(true);
    await expect(page).toHaveTitle(route.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
    // The legal pages are whole.
    if (route.legalSections) await expect(page.locator('main h2').filter({ hasText: /^\d+\. / })).toHaveCount(route.legalSections);
    // The app started, so the precached entry passed its Subresource Integrity check: the worker serves the built bytes.
    await waitForHydration(page);
  }
  // Every shortcut of the installed app (the four tests/build/serviceWorker.test.ts names) is one of those pages, and opened offline.
  await context.setOffline(false);
  const { shortcuts } = (await (await request.get('/manifest.webmanifest')).json()) as WebManifest;
  for (const { url } of shortcuts) expect(statusOffline.get(url), `the shortcut ${url} offline`).toBe(200);

  // Online again, an unknown path still gets the real 404 from the server, not the worker's copy.
  const response = await page.goto('/still-not-a-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await expect(page.getByRole('status').filter({ hasText: notices.offline.saved })).toHaveCount(0);
});
