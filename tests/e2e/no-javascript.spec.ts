import { examples } from '../../src/content/examples.ts';
import { sectionIntros } from '../../src/content/home.ts';
import { primaryNav } from '../../src/content/navigation.ts';
import { pageRoutes, routes } from '../routes.ts';
import { expect, test } from '../support/fixtures.ts';

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

for (const width of [320, 375]) {
  test(`at ${width} px the header shows its navigation inline, not a menu button that needs a script`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/terms');
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
    for (const item of primaryNav) {
      await page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: item.label, exact: true }).click();
      await expect(page).toHaveURL(item.to);
      const route = pageRoutes.find((candidate) => candidate.path === item.to);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route?.h1 ?? '');
    }
  });
}

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

test('each example shows its before and after photos whole, stacked and labelled', async ({ page }) => {
  const { comparison } = sectionIntros.examples;
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/#examples');
    const cards = page.locator('#examples li');
    await expect(cards).toHaveCount(examples.length);
    for (const [index, example] of examples.entries()) {
      const card = cards.nth(index);
      // Nothing that would need a script to work: the slider is gone, both photos are there.
      await expect(card.getByRole('slider')).toHaveCount(0);
      // The photos' labels come first; the caption's terms repeat the words.
      await expect(card.getByText(comparison.before, { exact: true }).first()).toBeVisible();
      await expect(card.getByText(comparison.after, { exact: true }).first()).toBeVisible();
      const images = card.locator('picture img');
      await expect(images).toHaveCount(2);
      await images.first().scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (photo) =>
          [...document.querySelectorAll<HTMLImageElement>(`#examples picture img[src*="/${photo}-"]`)].every(
            (image) => image.complete && image.naturalWidth > 0,
          ),
        example.photo,
      );
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
});
