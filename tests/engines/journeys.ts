import { afterAll, beforeAll, expect, type TestContext, test } from 'vitest';
import { termsOfService } from '../../src/content/legal/terms.ts';
import { axeViolations } from '../support/axe.ts';
import { pageRoutes, routes } from '../routes.ts';
import type { EnginePage } from '../support/enginePage.ts';
import { viewports } from '../support/viewports.ts';
import { visitStates } from '../sweep/states.ts';
import { shotProblems } from '../visual/capture.ts';
import { comparesBaselines } from '../visual/compare.ts';
import { photosInViewShowTheirCrop } from './conditions.ts';
import { type SwitchableOrigin, switchableOrigin } from './support/switchableOrigin.ts';
import { gotoHydrated, isHydrated, origin, untilControlled, whatShows } from './probes.ts';
import { mobileMenuJourneys } from '../../src/components/MobileMenu/MobileMenu.journey.ts';
import { comparisonJourneys } from '../../src/components/BeforeAfter/BeforeAfter.journey.ts';
import { inspectViewJourneys } from '../../src/components/BeforeAfter/InspectView.journey.ts';
import { firstScreenJourneys } from '../../src/sections/Hero/Hero.journey.ts';
import { contactFormJourneys } from '../../src/sections/ContactForm/ContactForm.journey.ts';

/** A journey: one Vitest test, its title the visitor's task. */
export type Journey = (title: string, body: (context: TestContext) => Promise<void>, options?: { readonly retry?: number }) => void;

/** The engine's one page and the switchable origin in front of the server, both made before the first journey. */
export interface Session {
  page: EnginePage;
  front: SwitchableOrigin;
}

/**
 * The journeys, written once and registered for one engine: each page's
 * (statuses and console errors, axe, how it looks, the skip link and the
 * keyboard) and reading offline, then every component's own (the mobile menu,
 * the contact form, the comparisons and the first screen, the inspect view),
 * which live beside their components. Without `pages`, the components' only:
 * Chromium's sweep already loads every page (tests/sweep/).
 */
export function journeys(launch: () => Promise<EnginePage>, ownPort: number, { pages = true } = {}): void {
  const journey: Journey = (title, body, options = {}) => test(title, options, body);
  // Filled before the first journey runs; every journey reads its page from it.
  const session = {} as Session;

  beforeAll(async () => {
    [session.page, session.front] = await Promise.all([launch(), switchableOrigin(origin, ownPort)]);
    // Baselines of another lock: one line first, not a difference per state; another browser than the lock's is not compared.
    if (pages) comparesBaselines(session.page.engine, session.page.browserVersion);
  });
  afterAll(async () => {
    await Promise.all([session.page.close(), session.front.close()]);
  });

  // Each page's journey: one page load per route and viewport, and the states of the one table
  // (tests/sweep/states.ts) entered on it, each taken against this engine's baselines and put
  // through the state's checks, the skip link's among them.
  // One test per route, so each has the whole time cap: in one loaded npm test (load average 17
  // on two cores) WebKit took over 60 s for all seven pages with axe, which it runs in 15 s alone.
  for (const route of pages ? routes : []) {
    journey(
      `page ${route.path}: answers with its status, title and heading, hydrates with no console error, has no axe violation, looks as its baselines, and passes its states' checks`,
      async () => {
        const { page } = session;
        expect((await fetch(`${origin}${route.path}`)).status, route.path).toBe(route.status);
        const looks: string[] = [];
        /** What the state table's checks found (tests/sweep/states.ts). */
        const found: string[] = [];
        for (const viewport of ['desktop', 'mobile'] as const) {
          await page.setViewport(viewports[viewport].width, viewports[viewport].height);
          // The pointer off every control: left where an earlier journey (or an earlier try of this
          // one) clicked, it hovered over the home page's "Try it Now" in a retry, and darkened it.
          await page.movePointer({ x: 0, y: 0 });
          await gotoHydrated(page, `${origin}${route.path}`);
          // The photos in view show the crop for this size (photosInViewShowTheirCrop).
          await page.waitFor(`the photos in view did not show the ${viewport}'s crop`, photosInViewShowTheirCrop);
          if (viewport === 'desktop') {
            expect(await page.evaluate(() => [document.title, document.querySelector('h1')?.textContent])).toEqual([route.title, route.h1]);
            expect(await axeViolations(page, `${page.engine}, ${route.path} as loaded`)).toEqual([]);
          }
          await visitStates(page, route, viewport, async (state, shots) => {
            const where = { route, viewport, state: state.name, engine: page.engine };
            // How it looks first, before the keyboard moves focus; then the state's checks, as Chromium's sweep runs them.
            looks.push(...(await shotProblems(page, where, shots)));
            for (const check of state.checks?.(route) ?? []) found.push(...(await check(page, where)));
          });
          expect(await page.errors(), `console errors on ${route.path} at the ${viewport}'s size`).toEqual([]);
        }
        expect(found, `the checks of ${route.path}'s states in ${page.engine}`).toEqual([]);
        expect(looks, `how ${route.path} looks in ${page.engine}`).toEqual([]);
      },
    );
  }

  // Each component's own journeys, beside it in src/ (docs/testing.md: Where each kind of test lives).
  mobileMenuJourneys(journey, session);
  contactFormJourneys(journey, session);
  comparisonJourneys(journey, session);
  inspectViewJourneys(journey, session);
  firstScreenJourneys(journey, session);

  // After the journeys that block the app's code at the switchable origin: this starts the app, and its worker, there.
  // Firefox stops a left page's loads, which the router took for a deploy: it reloaded the page, over the link (src/main.tsx).
  journey('a visitor who leaves a page while its code still loads lands where they went, with no error', async () => {
    const { page, front } = session;
    await front.holding(/^\/assets\/privacy-[\w-]+\.js$/, async (asked) => {
      await page.goto(`${front.origin}/privacy`);
      // A fresh tab's storage: the router reloads once a tab for each failure.
      await page.evaluate(() => sessionStorage.clear());
      await asked;
      await page.goto(`${front.origin}/contact`);
    });
    expect(await page.evaluate(() => location.pathname), 'where the visitor is').toBe('/contact');
    await page.waitFor('/contact never hydrated, after leaving a page that was starting', isHydrated);
    expect(await page.errors(), 'console errors').toEqual([]);
  });

  if (!pages) return;
  journey('after one visit, the pages and the legal text read offline', async () => {
    const { page, front } = session;
    await gotoHydrated(page, `${front.origin}/`);
    await untilControlled(page);
    await front.during('offline', async () => {
      // Each page's app finishes starting before the next navigation: a navigation that races
      // a page's start-up was cancelled now and then (NS_BINDING_ABORTED in Firefox).
      // Each read waits for the page it checks: on a loaded machine WebKit's driver has handed
      // back the navigation before the worker's copy of the page was drawn.
      for (const route of pageRoutes) {
        await page.goto(`${front.origin}${route.path}`);
        await page
          .waitFor(`${route.path} offline: no heading "${route.h1}"`, (h1) => document.querySelector('h1')?.textContent === h1, route.h1)
          .catch(async (error: unknown) => {
            throw new Error(`${error instanceof Error ? error.message : String(error)}; ${await whatShows(page)}`);
          });
        await page.waitFor(`${route.path} never hydrated offline`, isHydrated);
      }
      await gotoHydrated(page, `${front.origin}/terms`, ' offline');
      const headings = await page.evaluate(() => [...document.querySelectorAll('main h2')].map((heading) => heading.textContent));
      expect(headings).toEqual(expect.arrayContaining(termsOfService.sections.map((section, index) => `${index + 1}. ${section.heading}`)));
    });
  });
}
