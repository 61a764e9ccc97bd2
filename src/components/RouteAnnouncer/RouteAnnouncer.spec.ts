import type { Locator, Page } from '@playwright/test';
import { pages } from '../../content/pages.ts';
import { appCode, expect, gotoHydrated, holdRequests, test, waitForHydration, wheelAndSettle } from '../../../tests/support/fixtures.ts';

// A plain polite live region (RouteAnnouncer): an empty role="status" is read as "statusbar" by Orca.
const announcer = (page: Page) => page.locator('[aria-live="polite"][aria-atomic="true"]');

/** `element` comes to rest in view, its top below the sticky header's bottom (focus scrolling follows the page's smooth scroll-behavior). */
async function clearOfHeader(page: Page, element: Locator) {
  const edge = (locator: Locator, side: 'top' | 'bottom') => locator.evaluate((node, which) => node.getBoundingClientRect()[which], side);
  await expect.poll(async () => (await edge(element, 'top')) >= (await edge(page.getByRole('banner'), 'bottom')), 'clear of the sticky header').toBe(true);
  await expect(element).toBeInViewport();
}

// One page load, then the route changes a reader makes: each announced once, with focus and scroll where they belong.
test('route changes: nothing announced on arrival, then each new page focused, announced and scrolled right, hash targets clear of the header', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/');

  await test.step('the first load announces nothing and moves no focus', async () => {
    await expect(announcer(page)).toHaveText('');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  });

  await test.step('a client-side navigation focuses the new h1, announces the title and scrolls to the top', async () => {
    const liveRegion = announcer(page);
    const regionHandle = await liveRegion.elementHandle();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(liveRegion).toHaveText(pages.privacy.title);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The same live region, present since the first load, carries the message.
    expect(await regionHandle.evaluate((element) => element.isConnected)).toBe(true);

    await wheelAndSettle(page, 1500);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(liveRegion).toHaveText(pages.pricing.title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  await test.step('a link with a hash lands on its target, clear of the sticky header', async () => {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL('/terms');

    const tocLink = page.getByRole('navigation', { name: 'Contents' }).getByRole('link').nth(6);
    const targetId = ((await tocLink.getAttribute('href')) ?? '').slice(1);
    await tocLink.click();
    await expect(page).toHaveURL(new RegExp(`#${targetId}$`));
    const target = page.locator(`[id="${targetId}"]`);
    await expect(target).toBeFocused();
    await clearOfHeader(page, target);
  });

  await test.step('View Examples from another page lands on the examples section', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL('/');
    await page.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page).toHaveURL('/pricing');
    await page.goBack();
    await page.getByRole('link', { name: 'View Examples' }).click();
    await expect(page.locator('#examples')).toBeFocused();
    await expect(page.locator('#examples-title')).toBeInViewport();
  });
});

test('a focused control is never hidden under the sticky header', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await gotoHydrated(page, '/contact');
  await wheelAndSettle(page, 3000);
  await page.getByLabel('Subject').focus();
  await clearOfHeader(page, page.getByText('Subject', { exact: true }));
  await expect(page.getByLabel('Subject')).toBeInViewport();
});

test('a visitor who scrolls before the app starts stays where they scrolled to', async ({ page }) => {
  // Hold the app's code, as a slow phone would, so the visitor reads and scrolls the prerendered page.
  const release = await holdRequests(page, appCode);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await wheelAndSettle(page, 2000);
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(1000);
  release();
  await waitForHydration(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});
