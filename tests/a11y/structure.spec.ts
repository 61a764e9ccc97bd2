import { routes } from '../routes.ts';
import { expect, test, waitForHydration } from '../support/fixtures.ts';

for (const route of routes) {
  test(`structure: ${route.path} has one h1, ordered headings and unique labelled landmarks`, async ({ page }) => {
    await page.goto(route.path);
    await waitForHydration(page);

    await expect(page.locator('h1')).toHaveCount(1);
    const levels = await page
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((headings) => headings.filter((heading) => !heading.closest('dialog:not([open])')).map((heading) => Number(heading.tagName[1])));
    expect(levels[0], 'the first heading is the h1').toBe(1);
    for (let index = 1; index < levels.length; index += 1) {
      expect(levels[index] ?? 0, `heading ${index} skips a level`).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1);
    }

    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);

    // Every landmark that can repeat carries a name, and no two share one.
    const landmarks = await page.evaluate(() => {
      const named = Array.from(document.querySelectorAll('nav, aside, section[aria-labelledby], section[aria-label], [role="region"]')).filter(
        (element) => !element.closest('dialog:not([open])'),
      );
      return named.map((element) => {
        const labelledBy = element.getAttribute('aria-labelledby');
        const name = labelledBy ? document.getElementById(labelledBy)?.textContent.trim() : element.getAttribute('aria-label');
        return `${element.tagName.toLowerCase()}:${name ?? ''}`;
      });
    });
    for (const landmark of landmarks) expect(landmark, 'landmark without a name').not.toMatch(/:$/);
    expect(new Set(landmarks).size, `duplicate landmark names in ${landmarks.join(', ')}`).toBe(landmarks.length);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });
}
