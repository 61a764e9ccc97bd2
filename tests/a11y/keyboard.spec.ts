import type { Page } from '@playwright/test';
import { routes } from '../routes';
import { expect, test, waitForHydration } from '../support/fixtures';
import { markTabStops } from '../support/keyboard';
import { viewports, type ViewportName } from '../support/matrix';

/** The focused element's tab-stop index and whether it shows a visible focus indicator. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { index: -1, indicator: false, label: 'body' };
    // A control drawn by a sibling (the examples' range input is transparent over the
    // photographs) shows its focus on the drawing: the next sibling's ::after.
    const drawnBy = getComputedStyle(element).opacity === '0' ? element.nextElementSibling : null;
    const style = drawnBy ? getComputedStyle(drawnBy, '::after') : getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
    const ring = style.boxShadow !== 'none';
    return {
      index: Number(element.dataset.tabStop ?? -2),
      indicator: outline || ring,
      label: `${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 40)}"`,
    };
  });
}

for (const route of routes) {
  for (const viewportName of Object.keys(viewports) as ViewportName[]) {
    for (const forcedColors of ['none', 'active'] as const) {
      test(`keyboard: ${route.path} at ${viewportName}, forced colours ${forcedColors}`, async ({ page }) => {
        await page.setViewportSize(viewports[viewportName]);
        await page.emulateMedia({ forcedColors });
        await page.goto(route.path);
        await waitForHydration(page);
        // Controls that wait for the app (the examples' sliders) are enabled by the render after
        // their own part of the page hydrates, which can come just after the document is marked.
        await expect(page.locator('input:disabled, button:disabled, select:disabled, textarea:disabled')).toHaveCount(0);
        const count = await markTabStops(page);
        expect(count).toBeGreaterThan(5);

        const problems: string[] = [];
        for (let expected = 0; expected < count; expected += 1) {
          await page.keyboard.press('Tab');
          const current = await focused(page);
          if (current.index !== expected) problems.push(`Tab ${expected + 1}: expected stop ${expected}, focus is on ${current.label} (stop ${current.index})`);
          if (!current.indicator) problems.push(`Tab ${expected + 1}: ${current.label} shows no focus indicator`);
          if (problems.length > 5) break;
        }
        expect(problems).toEqual([]);
      });
    }
  }
}

test('the skip link is the first tab stop and moves focus to main', async ({ page }) => {
  await page.goto('/terms');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement));
  expect(inMain).toBe(true);
});

test('the skip link works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/privacy');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await context.close();
});
