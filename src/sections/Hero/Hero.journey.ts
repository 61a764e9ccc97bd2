import { expect } from 'vitest';
import { sliderOf } from '../../components/BeforeAfter/BeforeAfter.journey.ts';
import { comparisonLabels, hero, heroComparison } from '../../content/home.ts';
import { plan } from '../../content/pricing.ts';
import type { Journey, Session } from '../../../tests/engines/journeys.ts';
import { gotoHydrated, origin } from '../../../tests/engines/probes.ts';

/**
 * The first screen asks for the click, written once against EnginePage and run
 * in Chromium, Firefox and WebKit (tests/engines/): at the four phone sizes of
 * the brief's visitors and a desktop's, home's "Try it Now" and the pricing
 * card's "Get Started" lie wholly in the first screen, under a header that does
 * not grow, under home's headline, the page's one h1; home shows the start of
 * its comparison, and on a desktop the whole of it with its View at 100%.
 * BeforeAfter.journey.ts loads and moves that comparison; this reads only
 * where things are. Page functions run in the page: they use only their
 * arguments.
 */

const phones = [
  [360, 640],
  [375, 667],
  [375, 812],
  [390, 844],
] as const;
const desktop = [1280, 800] as const;

/** How much of the comparison a phone's first screen shows at the least: its frame's top, with the Before and After labels on it. */
const comparisonStartPx = 48;

/**
 * Where the first screen's parts are, before anything scrolls: the header's
 * height, the page's h1s, and the boxes, in page coordinates, of the first h1,
 * the link whose text starts with `action`, and (if given) the comparison
 * whose slider is `slider` and its `inspect` button.
 */
function firstScreen(action: string, slider?: string, inspect?: string) {
  const box = (element: Element | null | undefined) => {
    const rect = element?.getBoundingClientRect();
    return rect ? { top: rect.top + scrollY, bottom: rect.bottom + scrollY, left: rect.left + scrollX, right: rect.right + scrollX } : null;
  };
  return {
    viewport: { width: innerWidth, height: innerHeight },
    header: document.querySelector('header')?.getBoundingClientRect().height ?? 0,
    headings: [...document.querySelectorAll('h1')].map((heading) => heading.textContent),
    headline: box(document.querySelector('h1')),
    action: box([...document.querySelectorAll('main a')].find((link) => link.textContent.startsWith(action))),
    comparison: slider ? box(document.querySelector(slider)?.parentElement) : null,
    inspect: inspect ? box(document.querySelector(inspect)) : null,
  };
}

type Box = NonNullable<ReturnType<typeof firstScreen>['action']>;
const wholly = (box: Box | null, { width, height }: { width: number; height: number }) =>
  Boolean(box && box.top >= 0 && box.left >= 0 && box.bottom <= height && box.right <= width);

export function firstScreenJourneys(journey: Journey, session: Session): void {
  journey(
    "a phone's first screen asks for the click: at 360 × 640 to 390 × 844 and on a desktop, Try it Now and the comparison's start on home, Get Started on pricing, under a header that does not grow",
    async () => {
      const { page } = session;
      const inspect = `button[aria-label="${comparisonLabels.inspectName(heroComparison.title)}"]`;
      const headers = new Set<number>();
      for (const [width, height] of [...phones, desktop]) {
        await page.setViewport(width, height);
        // Each page has started before the next load: Firefox reported the imports and an integrity check that a load
        // cut short, and once read the page left (docs/testing.md: Firefox and fast navigations).
        await gotoHydrated(page, `${origin}/`);
        const home = await page.evaluate(firstScreen, hero.primaryAction.label, sliderOf(heroComparison.title), inspect);
        const at = `${page.engine} at ${home.viewport.width}×${home.viewport.height}`;
        headers.add(home.header);
        expect(home.headings, `${at}: the headline is the page's one h1`).toEqual([hero.title]);
        expect(wholly(home.action, home.viewport), `${at}: ${hero.primaryAction.label} wholly in the first screen, at ${JSON.stringify(home.action)}`).toBe(
          true,
        );
        const comparisonShown =
          width === desktop[0] ? wholly(home.comparison, home.viewport) : (home.comparison?.top ?? Infinity) + comparisonStartPx <= home.viewport.height;
        expect(
          comparisonShown,
          `${at}: the comparison ${width === desktop[0] ? 'wholly' : 'starting'} in the first screen, at ${JSON.stringify(home.comparison)}`,
        ).toBe(true);
        await gotoHydrated(page, `${origin}/pricing`);
        const pricing = await page.evaluate(firstScreen, plan.action.label);
        headers.add(pricing.header);
        expect(
          wholly(pricing.action, pricing.viewport),
          `${at}: pricing's ${plan.action.label} wholly in the first screen, at ${JSON.stringify(pricing.action)}`,
        ).toBe(true);
      }
      expect([...headers], 'the header, one height at every size').toHaveLength(1);
      expect(await page.errors()).toEqual([]);
    },
  );
}
