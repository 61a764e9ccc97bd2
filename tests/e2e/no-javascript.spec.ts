import type { Page } from '@playwright/test';
import { examples } from '../../src/content/examples.ts';
import { sectionIntros } from '../../src/content/home.ts';
import { footerLegalLinks, primaryNav } from '../../src/content/navigation.ts';
import { notFoundRoute, type RouteCase, routeAt } from '../routes.ts';
import { expect, imagesLoaded, test } from '../support/fixtures.ts';

/**
 * The site with scripting off: journeys by plain links, at a desktop's width
 * and a phone's, arriving on every route, and each page readable and styled
 * on arrival. (Scripting on with the app's code held is tests/e2e/first-paint.spec.ts.)
 */
test.use({ javaScriptEnabled: false });

/** The page arrived at is the route's, readable and styled with no script. */
async function readable(page: Page, route: RouteCase) {
  await expect(page).toHaveURL(route.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const text of route.keyText.slice(0, 3)) await expect(page.getByText(text, { exact: false }).first()).toBeAttached();
  // The stylesheet applied: the skip link sits off-screen until focused.
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  expect(await skipLink.evaluate((link) => getComputedStyle(link).position), `${route.path} styled`).toBe('absolute');
}

/** Each example shows its before and after photos whole, stacked and labelled, with no control that needs a script. */
async function examplesStacked(page: Page) {
  const { comparison } = sectionIntros.examples;
  const cards = page.locator('#examples li');
  await expect(cards).toHaveCount(examples.length);
  for (const [index, example] of examples.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('slider')).toHaveCount(0);
    // The photos' labels come first; the caption's terms repeat the words.
    await expect(card.getByText(comparison.before, { exact: true }).first()).toBeVisible();
    await expect(card.getByText(comparison.after, { exact: true }).first()).toBeVisible();
    const images = card.locator('picture img');
    await expect(images).toHaveCount(2);
    await images.first().scrollIntoViewIfNeeded();
    await imagesLoaded(page, `#examples picture img[src*="/${example.photo}-"]`, 2);
    const layout = await images.evaluateAll((all, beforePrefix) => {
      const read = (image: Element | undefined) => {
        if (!image) throw new Error('missing photo');
        const box = image.getBoundingClientRect();
        return { top: box.top, bottom: box.bottom, width: box.width, clip: getComputedStyle(image.closest('div') ?? image).clipPath };
      };
      return {
        before: read(all.find((image) => image.getAttribute('alt')?.startsWith(beforePrefix))),
        after: read(all.find((image) => !image.getAttribute('alt')?.startsWith(beforePrefix))),
      };
    }, sectionIntros.examples.beforeAlt(''));
    expect(layout.before.clip, `${example.title}: before photo unclipped`).toBe('none');
    expect(layout.after.top, `${example.title}: after photo below the before photo`).toBeGreaterThanOrEqual(layout.before.bottom);
    expect(layout.after.width).toBeCloseTo(layout.before.width, 0);
  }
}

/** At a phone's width the header shows its navigation inline, not a menu button that needs a script, and every link fits. */
async function headerInline(page: Page, width: number) {
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
  const nav = banner.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  // Every link fits the screen: the row wraps instead of scrolling sideways.
  for (const link of await nav.getByRole('link').all()) {
    const box = await link.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width, `${await link.textContent()} inside ${width} px`).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });

test('on a wide screen every page is reached by plain links and reads styled; FAQs open, examples stack, the skip link works', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await readable(page, routeAt('/'));
  await examplesStacked(page);
  for (const item of primaryNav) {
    await mainNav(page).getByRole('link', { name: item.label, exact: true }).click();
    await readable(page, routeAt(item.to));
    if (item.to === '/pricing') {
      const first = page.locator('details').first();
      await first.locator('summary').click();
      await expect(first, 'a FAQ answer opens').toHaveAttribute('open', '');
    }
  }
  for (const link of footerLegalLinks) {
    await page.getByRole('contentinfo').getByRole('link', { name: link.label, exact: true }).click();
    await readable(page, routeAt(link.to));
  }
  // The skip link, from the last legal page.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.goto(notFoundRoute.path);
  await readable(page, notFoundRoute);
});

test('on a phone every page is reached by the inline header, the footer and the logo; at 320 px the header still fits; examples stack', async ({ page }) => {
  // At 320 px what changes is whether the links fit; they are the same plain links followed below.
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/terms');
  await headerInline(page, 320);
  await page.setViewportSize({ width: 375, height: 812 });
  await headerInline(page, 375);
  for (const item of primaryNav) {
    await mainNav(page).getByRole('link', { name: item.label, exact: true }).click();
    await readable(page, routeAt(item.to));
  }
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page).toHaveURL('/pricing');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL('/contact');
  await page.getByRole('banner').getByRole('link', { name: 'PixelLift' }).click();
  await readable(page, routeAt('/'));
  await examplesStacked(page);
});
