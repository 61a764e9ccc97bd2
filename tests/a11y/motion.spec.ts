import { routes } from '../routes';
import { expect, test, waitForHydration } from '../support/fixtures';

test.use({ reducedMotion: 'reduce' });

for (const route of routes) {
  test(`motion: ${route.path} has no animation or transition when reduced motion is asked for`, async ({ page }) => {
    await page.goto(route.path);
    await waitForHydration(page);
    const moving = await page.evaluate(() => {
      const seconds = (value: string) => Math.max(...value.split(',').map((part) => Number.parseFloat(part) * (part.trim().endsWith('ms') ? 0.001 : 1)));
      return Array.from(document.querySelectorAll('*'))
        .flatMap((element) => [null, '::before', '::after'].map((pseudo) => ({ element, style: getComputedStyle(element, pseudo) })))
        .filter(({ style }) => seconds(style.animationDuration) > 0 || seconds(style.transitionDuration) > 0)
        .map(
          ({ element, style }) =>
            `${element.tagName.toLowerCase()}.${element.className}: animation ${style.animationDuration}, transition ${style.transitionDuration}`,
        );
    });
    expect(moving).toEqual([]);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  });
}
