import { primaryNav } from '../../src/content/navigation';
import { pageRoutes, routes } from '../routes';
import { expect, test } from '../support/fixtures';

test.use({ javaScriptEnabled: false });

for (const route of routes) {
  test(`${route.path} is readable and styled without JavaScript`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const text of route.keyText.slice(0, 3)) await expect(page.getByText(text, { exact: false }).first()).toBeAttached();
    // The stylesheet applied: the skip link sits off-screen until focused.
    const skipLink = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skipLink.evaluate((link) => getComputedStyle(link).position)).toBe('absolute');
  });
}

test('header navigation works as plain links on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  for (const item of primaryNav) {
    await nav.getByRole('link', { name: item.label, exact: true }).click();
    await expect(page).toHaveURL(item.to);
    const route = pageRoutes.find((candidate) => candidate.path === item.to);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route?.h1 ?? '');
  }
});

test('on a phone every page stays reachable through the footer and logo', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/terms');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page).toHaveURL('/pricing');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL('/contact');
  await page.getByRole('banner').getByRole('link', { name: 'PixelLift' }).click();
  await expect(page).toHaveURL('/');
});

test('FAQ answers open without JavaScript', async ({ page }) => {
  await page.goto('/pricing');
  const first = page.locator('details').first();
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
});
