import { notices } from '../../src/content/notices';
import { pageRoutes, routes } from '../routes';
import { expect, test, waitForHydration } from '../support/fixtures';
import { waitForServiceWorker } from '../support/sw';

test.use({ serviceWorkers: 'allow' });

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
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: notices.offline.saved })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Talk to a person who knows images');
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: notices.offline.saved })).toHaveCount(0);
});

test('online, an unknown path still gets the real 404 from the server', async ({ page }) => {
  const response = await page.goto('/still-not-a-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
});
