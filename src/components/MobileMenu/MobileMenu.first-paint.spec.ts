import { mobileMenuCopy } from '../../content/shell.ts';
import { tabStaysInside } from '../../../tests/engines/probes.ts';
import { playwrightPage } from '../../../tests/support/enginePage.ts';
import { appCode, expect, holdRequests, test, waitForHydration } from '../../../tests/support/fixtures.ts';

/**
 * A menu opened before the app has started (by its invoker commands, the
 * app's code held as on a slow network), then adopted by the app when its
 * code arrives. Holding a response and letting it go is Playwright's alone;
 * the menu before the app starts, in every engine, is MobileMenu.journey.ts.
 */
test.use({ viewport: { width: 375, height: 812 } });

async function menuOpenedBeforeHydration(page: import('@playwright/test').Page) {
  const release = await holdRequests(page, appCode);
  await page.goto('/pricing');
  const menu = page.getByRole('dialog', { name: mobileMenuCopy.dialogLabel });
  await page.getByRole('button', { name: mobileMenuCopy.open, exact: true }).click();
  await expect(menu).toBeVisible();
  release();
  await waitForHydration(page);
  await expect(menu).toBeVisible();
  return menu;
}

test('a menu opened before hydration is adopted by the app: trapped, closed back to the toggle', async ({ page }) => {
  const menu = await menuOpenedBeforeHydration(page);
  // The app's Tab wrap, both ways.
  await tabStaysInside(playwrightPage(page), '/pricing with the menu adopted', await menu.locator('a[href], button').count());
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: mobileMenuCopy.open, exact: true })).toBeFocused();
});

test('a menu opened before hydration closes when the window widens once the app has started', async ({ page }) => {
  const menu = await menuOpenedBeforeHydration(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menu).toBeHidden();
});
