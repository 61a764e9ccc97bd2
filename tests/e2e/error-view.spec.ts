import { expect, test, waitForHydration } from '../support/fixtures';

// This test breaks the page on purpose; the errors it causes are the point.
test.use({ failOnConsoleProblems: false });

test('a page whose code fails to load shows the error view, and Try again recovers', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);

  // Simulate a dropped connection for the pricing page's code only.
  let blocked = true;
  await page.route(/\/assets\/pricing-[^/]+\.js$/, (route) => (blocked ? route.abort('internetdisconnected') : route.fallback()));

  await page.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  // The layout survives: the visitor is never left with a blank page.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  blocked = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('One image, one dollar. That is the whole price list.');
});
