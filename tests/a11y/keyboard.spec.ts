import { routes } from '../routes.ts';
import { expect, test, waitForHydration } from '../support/fixtures.ts';
import { type FocusStep, markTabStops, pressKeys } from '../support/keyboard.ts';
import { viewports, type ViewportName } from '../support/matrix.ts';

for (const route of routes) {
  for (const viewportName of Object.keys(viewports) as ViewportName[]) {
    // Forwards with the page's own colours, then back again in forced colours (Windows High
    // Contrast), where box-shadow rings vanish: each stop is checked in both.
    test(`keyboard: ${route.path} at ${viewportName}, Tab forwards, then Shift+Tab back in forced colours`, async ({ page }) => {
      await page.setViewportSize(viewports[viewportName]);
      await page.goto(route.path);
      await waitForHydration(page);
      // Controls that wait for the app (the examples' sliders) are enabled by the render after
      // their own part of the page hydrates, which can come just after the document is marked.
      await expect(page.locator('input:disabled, button:disabled, select:disabled, textarea:disabled')).toHaveCount(0);
      const count = await markTabStops(page);
      expect(count).toBeGreaterThan(5);

      const problems = (steps: readonly FocusStep[], expectedAt: (step: number) => number, mode: string) =>
        steps.flatMap((step, number) => {
          const expected = expectedAt(number);
          return [
            ...(step.index === expected ? [] : [`${mode} ${step.key} ${number}: expected stop ${expected}, focus is on ${step.label} (stop ${step.index})`]),
            ...(step.indicator ? [] : [`${mode} ${step.key} ${number}: ${step.label} shows no focus indicator`]),
          ];
        });
      const forwards = await pressKeys(page, Array<string>(count).fill('Tab'));
      await page.emulateMedia({ forcedColors: 'active' });
      const back = await pressKeys(page, Array<string>(count - 1).fill('Shift+Tab'), { fromHere: true });
      expect([...problems(forwards, (step) => step, 'colours'), ...problems(back, (step) => count - 1 - step, 'forced colours')].slice(0, 10)).toEqual([]);
    });
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
