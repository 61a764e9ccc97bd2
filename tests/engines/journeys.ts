import { afterAll, beforeAll, expect, type TestContext, test } from 'vitest';
import { site } from '../../src/config/site.ts';
import { contactFields, contactFormCopy } from '../../src/content/contact.ts';
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
import { conditionHangMs } from '../../tooling/hangs.ts';
import { isHydrated, origin, untilControlled, whatShows } from './probes.ts';
import { comparisonJourneys } from './comparisonJourneys.ts';
import { menuJourneys } from './menuJourneys.ts';

/** A journey: one Vitest test, its title the visitor's task. */
export type Journey = (title: string, body: (context: TestContext) => Promise<void>, options?: { readonly retry?: number }) => void;

/** The engine's one page and the switchable origin in front of the server, both made before the first journey. */
export interface Session {
  page: EnginePage;
  front: SwitchableOrigin;
}

/**
 * The journeys where engines differ, written once and registered for one
 * engine: statuses and console errors, axe, the skip link and the keyboard,
 * the mobile menu before the app starts and after, the contact form, the
 * comparisons, the first screen, the inspect view before the app starts and
 * after, and reading offline.
 */
export function journeys(launch: () => Promise<EnginePage>, ownPort: number): void {
  const journey: Journey = (title, body, options = {}) => test(title, options, body);
  // Filled before the first journey runs; every journey reads its page from it.
  const session = {} as Session;

  beforeAll(async () => {
    [session.page, session.front] = await Promise.all([launch(), switchableOrigin(origin, ownPort)]);
    // Baselines of another lock: one line first, not a difference per state; another browser than the lock's is not compared.
    comparesBaselines(session.page.engine, session.page.browserVersion);
  });
  afterAll(async () => {
    await Promise.all([session.page.close(), session.front.close()]);
  });

  // Each page's journey: one page load per route and viewport, and the states of the one table
  // (tests/sweep/states.ts) entered on it, each taken against this engine's baselines and put
  // through the state's checks, the skip link's among them.
  // One test per route, so each has the whole time cap: in one loaded npm test (load average 17
  // on two cores) WebKit took over 60 s for all seven pages with axe, which it runs in 15 s alone.
  for (const route of routes) {
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
          await page.goto(`${origin}${route.path}`);
          await page.waitFor(`${route.path} never hydrated`, isHydrated);
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

  menuJourneys(journey, session);

  journey('the contact form: an error summary, field errors, nothing typed lost, then the mailto hand-off', async () => {
    const { page } = session;
    await page.setViewport(1280, 800);
    await page.goto(`${origin}/contact`);
    await page.waitFor('never hydrated', isHydrated);
    // Focus by script, then type as a keyboard does.
    const typeInto = async (name: string, text: string) => {
      await page.evaluate((selector) => document.querySelector<HTMLElement>(selector)?.focus(), `form [name="${name}"]`);
      await page.type(text);
    };
    const handOff = async () => {
      await expect.poll(() => page.url(), { message: 'a valid submit handed nothing to the mail app', timeout: conditionHangMs }).toMatch(/^mailto:/);
      const url = await page.url();
      await page.back();
      return url;
    };
    const submitByKeyboard = async () => {
      await page.evaluate(() => document.querySelector<HTMLElement>('form button[type="submit"]')?.focus());
      await page.press('Enter');
    };
    await typeInto('firstName', 'Ada');
    await typeInto('email', 'ada-at-example');
    await typeInto('message', 'Keep me');
    await submitByKeyboard();
    await page.waitFor('no error summary took focus', (title) => document.activeElement?.textContent === title, contactFormCopy.errorSummaryTitle);
    const state = () =>
      Object.fromEntries(
        [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('form [name]')].map((control) => [
          control.name,
          { value: control.value, invalid: control.getAttribute('aria-invalid') === 'true' },
        ]),
      );
    expect(await page.evaluate(state)).toMatchObject({
      firstName: { value: 'Ada', invalid: false },
      lastName: { value: '', invalid: true },
      email: { value: 'ada-at-example', invalid: true },
      subject: { value: '', invalid: true },
      message: { value: 'Keep me', invalid: false },
    });
    // The summary is the block its focused heading heads.
    const summaryLinks = await page.evaluate(() => [...(document.activeElement?.parentElement?.querySelectorAll('a') ?? [])].map((link) => link.textContent));
    expect(summaryLinks).toEqual([
      contactFields[1]?.missing,
      'Enter an e-mail address in the correct format, like name@example.com',
      contactFields[3]?.missing,
    ]);

    for (const [name, text] of [
      ['lastName', 'Lovelace'],
      ['subject', 'Scans'],
    ] as const) {
      await typeInto(name, text);
    }
    await page.evaluate(() => document.querySelector<HTMLInputElement>('form [name="email"]')?.select());
    await page.type('ada@example.com');
    await submitByKeyboard();
    // Safari and GNOME Web give a mailto: URL to the mail app and stay on the page. MiniBrowser
    // has no mail handler (Tools/MiniBrowser/gtk/BrowserTab.c decides only on responses), so
    // WebKit shows "The URL can't be shown" in the page's place. There the hand-off is read from
    // the address bar, and Back restores the page from the back/forward cache as it was left.
    const handedOff = page.engine === 'webkit' ? await handOff() : undefined;
    await page.waitFor('no confirmation after a valid submit', () => Boolean(document.querySelector('[role="status"] a[href^="mailto:"]')));
    const href = await page.evaluate(() => document.querySelector('[role="status"] a[href^="mailto:"]')?.getAttribute('href') ?? '');
    if (handedOff) expect(href, 'the confirmation offers another message than the one handed off').toBe(handedOff);
    const mailto = new URL(href);
    expect(decodeURIComponent(mailto.pathname)).toBe(site.supportEmail);
    expect(mailto.searchParams.get('subject')).toBe('Scans');
    expect(mailto.searchParams.get('body')).toContain('Name: Ada Lovelace');
    expect(await page.evaluate(() => location.pathname)).toBe('/contact');
    // Every field still shows what was typed, which is what was sent. WebKit came back from the
    // back/forward cache, which empties every input marked autocomplete="off" (in a task after pageshow).
    const shown = await page.evaluate(state);
    expect(Object.fromEntries(Object.entries(shown).map(([name, field]) => [name, field.value]))).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      subject: 'Scans',
      message: 'Keep me',
    });
  });

  comparisonJourneys(journey, session);

  journey('after one visit, the pages and the legal text read offline', async () => {
    const { page, front } = session;
    await page.goto(`${front.origin}/`);
    await page.waitFor('never hydrated', isHydrated);
    await untilControlled(page);
    front.setMode('offline');
    try {
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
      await page.goto(`${front.origin}/terms`);
      await page.waitFor('/terms never hydrated offline', isHydrated);
      const headings = await page.evaluate(() => [...document.querySelectorAll('main h2')].map((heading) => heading.textContent));
      expect(headings).toEqual(expect.arrayContaining(termsOfService.sections.map((section, index) => `${index + 1}. ${section.heading}`)));
    } finally {
      front.setMode('online');
    }
  });
}
