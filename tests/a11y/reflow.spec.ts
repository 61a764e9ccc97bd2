import type { Page } from '@playwright/test';
import { routes } from '../routes.ts';
import { expect, test, waitForHydration } from '../support/fixtures.ts';

// The overrides are injected as a <style> element, which the site's CSP rightly refuses.
test.use({ bypassCSP: true });

/** WCAG 1.4.12 text spacing, applied to everything. */
const textSpacing = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p, li, dd, dt { margin-bottom: 2em !important; }`;

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Elements whose text is cut off by their own box (visually-hidden helpers excepted). */
async function clippedText(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => {
        if (!element.checkVisibility() || element.closest('dialog:not([open])')) return false;
        const style = getComputedStyle(element);
        if (style.getPropertyValue('clip') !== 'auto' || (element.clientWidth <= 1 && element.clientHeight <= 1)) return false;
        const clipsX = ['hidden', 'clip'].includes(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
        const clipsY = ['hidden', 'clip'].includes(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
        return (clipsX || clipsY) && element.textContent.trim().length > 0;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}: "${element.textContent.trim().slice(0, 40)}"`),
  );
}

for (const route of routes) {
  test(`reflow: ${route.path} fits 320 CSS px without horizontal scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(route.path);
    await waitForHydration(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await clippedText(page)).toEqual([]);
  });

  test(`text: ${route.path} survives 200% text size and WCAG text spacing`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(route.path);
    await waitForHydration(page);
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await clippedText(page)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await waitForHydration(page);
    await page.addStyleTag({ content: textSpacing });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await clippedText(page)).toEqual([]);
  });
}
