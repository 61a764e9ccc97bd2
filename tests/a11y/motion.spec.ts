import { routes } from '../routes.ts';
import { expect, test, waitForHydration } from '../support/fixtures.ts';
import { pageStates } from '../support/matrix.ts';

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

/**
 * The checks above fail only while something animates. This one reads the
 * stylesheet itself (through the browser's own parser): the reduced-motion
 * reset is there, applies to every element and pseudo-element with
 * !important, nothing else declares motion as !important (which would
 * outrank it), and it matches the comparison's parts and the notices.
 */
const offlineNotice = pageStates.find((state) => state.name === 'offline notice');

test('the reduced-motion reset is in the stylesheet and covers the comparison and the notices', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await offlineNotice?.enter(page);
  const report = await page.evaluate(() => {
    const motion = ['transition-duration', 'animation-duration', 'transition', 'animation'];
    const styleRules = (rules: CSSRuleList): CSSStyleRule[] =>
      [...rules].flatMap((rule) => (rule instanceof CSSStyleRule ? [rule] : rule instanceof CSSGroupingRule ? styleRules(rule.cssRules) : []));
    const sheets = [...document.styleSheets];
    const reduceBlocks = sheets
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && /prefers-reduced-motion:\s*reduce/.test(rule.conditionText));
    const reset = reduceBlocks
      .flatMap((block) => styleRules(block.cssRules))
      .find((rule) =>
        ['transition-duration', 'animation-duration'].every(
          (property) => rule.style.getPropertyValue(property) === '0s' && rule.style.getPropertyPriority(property) === 'important',
        ),
      );
    const describe = (element: Element) => `${element.tagName.toLowerCase()}.${element.className}`;
    const comparison = [...document.querySelectorAll('#examples input[type="range"]')].flatMap((input) => [input, ...(input.parentElement?.children ?? [])]);
    const notices = [...document.querySelectorAll('[role="status"], [role="status"] *')];
    const outranking = sheets
      .flatMap((sheet) => styleRules(sheet.cssRules))
      .filter((rule) => rule !== reset && motion.some((property) => rule.style.getPropertyPriority(property) === 'important'))
      .map((rule) => rule.selectorText);
    return {
      reset: reset?.selectorText ?? null,
      pseudoElements: ['::before', '::after'].filter((pseudo) => reset?.selectorText.includes(pseudo)),
      comparison: comparison.length,
      notices: notices.length,
      uncovered: [...comparison, ...notices].filter((element) => !reset || !element.matches(reset.selectorText)).map(describe),
      outranking,
    };
  });
  expect(report.reset, 'a reset inside @media (prefers-reduced-motion: reduce)').not.toBeNull();
  expect(report.pseudoElements).toEqual(['::before', '::after']);
  expect(report.comparison, 'comparison parts found').toBeGreaterThan(3);
  expect(report.notices, 'notice parts found').toBeGreaterThan(1);
  expect(report.uncovered).toEqual([]);
  expect(report.outranking).toEqual([]);
});
