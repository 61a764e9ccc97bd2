import { site } from '../../src/config/site.ts';
import { footerLegalLinks, primaryNav } from '../../src/content/navigation.ts';
import { pages } from '../../src/content/pages.ts';
import { pageRoutes, routes } from '../routes.ts';
import { expect, test, waitForHydration } from '../support/fixtures.ts';

test.describe('calls to action', () => {
  for (const route of routes) {
    test(`every link on ${route.path} stays on the site, opens the app, or writes to support`, async ({ page }) => {
      await page.goto(route.path);
      const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) {
        const allowed = href.startsWith('/') || href.startsWith('#') || href === site.appUrl || href.startsWith(`mailto:${site.supportEmail}`);
        expect(allowed, `unexpected link target ${href}`).toBe(true);
      }
    });
  }

  test('the named calls to action lead to the app in the same tab', async ({ page }) => {
    const expected: Record<string, readonly string[]> = {
      '/': ['Try it Now', 'Get Started', 'AI Enhancement', 'Supported Formats'],
      '/pricing': ['Get Started'],
    };
    for (const [path, names] of Object.entries(expected)) {
      await page.goto(path);
      for (const name of names) {
        const links = page.getByRole('link', { name: new RegExp(`^${name}\\b`) });
        expect(await links.count(), `${name} on ${path}`).toBeGreaterThan(0);
        for (const link of await links.all()) {
          await expect(link).toHaveAttribute('href', site.appUrl);
          await expect(link).not.toHaveAttribute('target', /.+/);
        }
      }
    }
  });
});

test.describe('client-side navigation', () => {
  test('the header links move between pages, updating head and active state', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    for (const item of [...primaryNav].reverse()) {
      await nav.getByRole('link', { name: item.label, exact: true }).click();
      await expect(page).toHaveURL(item.to);
      const meta = Object.values(pages).find((candidate) => candidate.path === item.to);
      await expect(page).toHaveTitle(meta?.title ?? '');
      await expect(page.locator('head title')).toHaveCount(1);
      await expect(nav.locator('[aria-current="page"]')).toHaveText(item.label);
    }
  });

  test('footer legal links reach every legal page', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    for (const link of footerLegalLinks) {
      const route = pageRoutes.find((candidate) => candidate.path === link.to);
      await page.getByRole('contentinfo').getByRole('link', { name: link.label, exact: true }).click();
      await expect(page).toHaveURL(link.to);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route?.h1 ?? '');
    }
  });

  test('View Examples jumps to the examples section', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'View Examples' }).click();
    await expect(page).toHaveURL(/\/#examples$/);
    await expect(page.getByRole('heading', { level: 2, name: 'What enhancement does to a real photo' })).toBeInViewport();
  });

  test('the logo leads home from any page', async ({ page }) => {
    await page.goto('/terms');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', { name: site.name, exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle(pages.home.title);
  });

  test('an unknown path reached in the app shows the 404 page and warns in the console', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/definitely/not/here');
    await waitForHydration(page);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    expect(warnings.some((warning) => warning.includes('/definitely/not/here'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });
});

test('the footer shows the current year', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const year = await page.evaluate(() => new Date().getFullYear());
  await expect(page.getByRole('contentinfo')).toContainText(`© ${year} ${site.name}`);
});
