import { primaryNav } from '../../content/navigation.ts';
import { pageRoutes } from '../../../tests/routes.ts';
import { appCode, expect, holdRequests, test, waitForHydration } from '../../../tests/support/fixtures.ts';

/**
 * The menu before the app has started: its buttons open and close the dialog
 * by invoker commands, so a phone visitor can navigate from the first paint.
 * The app's code is held, as on a slow network, so these run on the
 * prerendered page alone.
 */
test.use({ viewport: { width: 375, height: 812 } });

async function prerenderedPricing(page: import('@playwright/test').Page) {
  const release = await holdRequests(page, appCode);
  await page.goto('/pricing');
  return release;
}

test('before hydration the toggle opens the menu, and Escape and Close close it', async ({ page }) => {
  await prerenderedPricing(page);
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('commandfor', (await page.locator('dialog').getAttribute('id')) ?? 'missing');

  await toggle.click();
  await expect(menu).toBeVisible();
  for (const item of primaryNav) await expect(menu.getByRole('link', { name: item.label, exact: true })).toBeVisible();
  // Modal: the page behind is inert.
  expect(await menu.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
});

test('before hydration every menu link goes to its page', async ({ page }) => {
  await prerenderedPricing(page);
  for (const item of primaryNav) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: item.label, exact: true }).click();
    await expect(page).toHaveURL(item.to);
    const route = pageRoutes.find((candidate) => candidate.path === item.to);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route?.h1 ?? '');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  }
});

test('a menu opened before hydration is adopted by the app: trapped, closed back to the toggle', async ({ page }) => {
  const release = await prerenderedPricing(page);
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await toggle.click();
  await expect(menu).toBeVisible();

  release();
  await waitForHydration(page);
  await expect(menu).toBeVisible();

  // The app's Tab wrap: from the last control back to the first.
  const items = menu.locator('a[href], button');
  await items.last().focus();
  await page.keyboard.press('Tab');
  await expect(items.first()).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('a menu opened before hydration closes when the window widens once the app has started', async ({ page }) => {
  const release = await prerenderedPricing(page);
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(menu).toBeVisible();

  release();
  await waitForHydration(page);
  await expect(menu).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menu).toBeHidden();
});
