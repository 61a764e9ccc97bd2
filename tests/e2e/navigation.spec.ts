import { site } from '../../src/config/site.ts';
import { footerLegalLinks, primaryNav } from '../../src/content/navigation.ts';
import { routeAt } from '../routes.ts';
import { expect, gotoHydrated, test } from '../support/fixtures.ts';

test.describe('client-side navigation', () => {
  // One page load, then every move a reader makes between pages by the site's own links.
  test('the header, footer and logo links move between pages, updating head, h1 and active state', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/');

    await test.step('the header links move between pages, updating head and active state', async () => {
      const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
      for (const item of [...primaryNav].reverse()) {
        await nav.getByRole('link', { name: item.label, exact: true }).click();
        await expect(page).toHaveURL(item.to);
        await expect(page).toHaveTitle(routeAt(item.to).title);
        await expect(page.locator('head title')).toHaveCount(1);
        await expect(nav.locator('[aria-current="page"]')).toHaveText(item.label);
      }
    });

    await test.step('footer legal links reach every legal page', async () => {
      for (const link of footerLegalLinks) {
        await page.getByRole('contentinfo').getByRole('link', { name: link.label, exact: true }).click();
        await expect(page).toHaveURL(link.to);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeAt(link.to).h1);
      }
    });

    await test.step('the logo leads home from any page', async () => {
      await page.getByRole('banner').getByRole('link', { name: site.name, exact: true }).click();
      await expect(page).toHaveURL('/');
      await expect(page).toHaveTitle(routeAt('/').title);
    });
  });

  test('an unknown path reached in the app shows the 404 page and warns in the console', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await gotoHydrated(page, '/definitely/not/here');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    expect(warnings.some((warning) => warning.includes('/definitely/not/here'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });
});
