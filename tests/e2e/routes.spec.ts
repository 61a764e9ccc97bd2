import { site } from '../../src/config/site.ts';
import { routes } from '../routes.ts';
import { expect, test, waitForHydration } from '../support/fixtures.ts';

for (const route of routes) {
  test.describe(route.path, () => {
    test('renders its content, head and navigation state in the browser', async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(route.status);
      await waitForHydration(page);

      await expect(page).toHaveTitle(route.title);
      await expect(page.locator('head title')).toHaveCount(1);
      await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', route.description);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

      if (route.status === 200) {
        const canonical = new URL(route.path, `${site.siteUrl}/`).href;
        await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', canonical);
        await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute('content', canonical);
        await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', route.title);
      } else {
        await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
        await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      }

      const mainNav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
      const current = mainNav.locator('[aria-current="page"]');
      if (route.activeNav) {
        await expect(current).toHaveCount(1);
        await expect(current).toHaveText(route.activeNav);
      } else {
        await expect(current).toHaveCount(0);
      }

      if (route.legalSections) {
        const toc = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
        await expect(toc).toHaveCount(route.legalSections);
        await expect(page.locator('main h2[id$="-title"]').filter({ hasText: /^\d+\. / })).toHaveCount(route.legalSections);
        for (const href of await toc.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
          await expect(page.locator(href), `table of contents target ${href}`).toHaveCount(1);
        }
      }
    });

    test('hydrates without replacing the server markup', async ({ page }) => {
      // Count element nodes React removes from #root: a mismatched hydration re-creates the tree.
      await page.addInitScript(() => {
        const removed: string[] = [];
        (window as unknown as { __removed: string[] }).__removed = removed;
        new MutationObserver((records) => {
          for (const record of records) {
            if (!document.getElementById('root')?.contains(record.target)) continue;
            for (const node of record.removedNodes) if (node instanceof Element) removed.push(node.outerHTML.slice(0, 80));
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(route.path);
      await waitForHydration(page);
      const removed = await page.evaluate(() => (window as unknown as { __removed: string[] }).__removed);
      expect(removed, 'elements removed during hydration').toEqual([]);
      await expect(page.locator('#root > *')).toHaveCount(1);
    });
  });
}
