import { site } from '../../src/config/site';
import { primaryNav } from '../../src/content/navigation';
import { expect, test, waitForHydration } from '../support/fixtures';

test.use({ viewport: { width: 375, height: 812 } });

test.beforeEach(async ({ page }) => {
  await page.goto('/pricing');
  await waitForHydration(page);
});

test('the toggle opens a modal menu with the nav links and both calls to action', async ({ page }) => {
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const menuId = await toggle.getAttribute('aria-controls');
  expect(menuId).toBeTruthy();

  await toggle.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu).toHaveAttribute('id', menuId ?? '');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  for (const item of primaryNav) await expect(menu.getByRole('link', { name: item.label, exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Pricing', exact: true })).toHaveAttribute('aria-current', 'page');
  for (const name of ['Try it', 'Get Started']) {
    await expect(menu.getByRole('link', { name: new RegExp(`^${name}\\b`) })).toHaveAttribute('href', site.appUrl);
  }
  // Focus moved into the menu.
  expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
});

test('Escape and the close button close it and return focus to the toggle', async ({ page }) => {
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  const menu = page.getByRole('dialog', { name: 'Menu' });

  await toggle.click();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.click();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('choosing a link closes the menu and navigates', async ({ page }) => {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL('/contact');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Talk to a person who knows images');
});

test('widening to desktop closes the menu', async ({ page }) => {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menu).toBeHidden();
});
