import { pricingIntro } from '../../content/pricing.ts';
import { expect, gotoHydrated, test, waitForHydration } from '../../../tests/support/fixtures.ts';

// This test breaks the page on purpose; the errors it causes are the point.
test.use({ failOnConsoleProblems: false });

test('a page whose code fails to load shows the error view, and Try again recovers', async ({ page }) => {
  await gotoHydrated(page, '/');

  // A dropped connection for the pricing page's code only.
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
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pricingIntro.title);
});

test('a tab left open across a deploy reloads once when its next page was deleted', async ({ page }) => {
  await gotoHydrated(page, '/');

  // The first request for the pricing chunk finds it gone, as after a deploy.
  let requests = 0;
  await page.route(/\/assets\/pricing-[^/]+\.js$/, (route) => {
    requests += 1;
    return requests === 1 ? route.fulfill({ status: 404, body: 'Not Found' }) : route.fallback();
  });
  let documentLoads = 0;
  page.on('load', () => (documentLoads += 1));

  await page.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page).toHaveURL('/pricing');
  // The reloaded page is prerendered: wait until it has hydrated with the chunk it failed to get before.
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pricingIntro.title);
  await expect.poll(() => requests).toBe(2);
  expect(documentLoads, 'one full reload').toBe(1);
});
