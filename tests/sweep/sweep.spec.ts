import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { site } from '../../src/config/site.ts';
import { mobileMenuCopy } from '../../src/content/shell.ts';
import { primaryNav } from '../../src/content/navigation.ts';
import { routes } from '../routes.ts';
import { axeViolations } from '../support/axe.ts';
import { contrastProblems, describePairs, paintedPairs } from '../support/colourPairs.ts';
import { expect, test, waitForHydration } from '../support/fixtures.ts';
import { colorSchemes, viewports, type ViewportName } from '../support/viewports.ts';
import { cspProblems, describeWhere, hydrationProblems, watchPage, type Where } from './checks.ts';
import { capture, playwrightPage } from '../support/enginePage.ts';
import { shotProblems } from '../visual/capture.ts';
import { comparesBaselines, shotName } from '../visual/compare.ts';
import { madeWith, offLock } from '../../tooling/environment/environment.mjs';
import { visitStates } from './states.ts';
import { judgeInteraction, leastCost, timeInteraction } from '../../tooling/interactionCost.ts';
import { sweepAriaAtProblems } from './ariaAt.ts';

/**
 * The sweep: every read-only check, on one page load per route and viewport.
 * The page is loaded once; each state a visitor can bring it into is entered
 * on that load in turn (the one table of states, tests/sweep/states.ts), and every check that only
 * reads runs on it there: axe and the painted colour pairs in both colour
 * schemes, the ARIA snapshot, and, where the state calls for them, structure,
 * head, hydration, reduced motion, in-page links, the keyboard pass and
 * reflow, and how it looks, against screenshot baselines (tests/visual/capture.ts).
 * Then the same route opens once in the installed app's window.
 * Every problem is gathered and the test fails once, each line naming route,
 * viewport, scheme where it matters, state and check. A new read-only check
 * belongs here, not in a suite with page loads of its own.
 *
 * ARIA snapshots (`sweep.spec.ts-snapshots/`) are committed: a change to what
 * assistive technology reads shows in review as a diff. Accept one with
 * `npm run accept`, which remakes every record and writes the page to review them on.
 */

// One test holds every state of a page, in both schemes: 20 to 60 s on a quiet machine, several
// times that under load. A cap, not a wait.

// Motion is not what these checks look at (motion is a check of its own): nothing scrolls smoothly
// or fades while axe measures or focus is read. Offline, focus preloads routes and scrolls the
// examples' photos into view: what was never loaded cannot load, and the browser logs each failure;
// every request made online must succeed (checked below).
test.use({ reducedMotion: 'reduce', expectedLoadFailures: /\/assets\/([^/]+\.js|examples\/.+)$/ });

/**
 * Whether this run compares the ARIA snapshots: only on the Chromium of the test environment's lock
 * (tooling/environment/), with snapshots made by that lock (their made-with.json), as for the screenshots.
 */
let ariaCompared = true;

// Records of another lock: one line first, not a difference per state. Another Chromium than the lock's
// runs every check but the comparisons with records.
test.beforeAll(({ browser }, testInfo) => {
  comparesBaselines('chromium', browser.version());
  const off = offLock('chromium', browser.version());
  ariaCompared = off === undefined;
  if (!ariaCompared) return;
  const updating = testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed';
  const problem = madeWith(
    join(import.meta.dirname, 'sweep.spec.ts-snapshots', 'made-with.json'),
    { engine: 'Chromium', version: browser.version() },
    updating,
  );
  if (problem) throw new Error(`ARIA snapshots: ${problem}`);
});

/**
 * The dark theme reassigns the same colour variables and nothing else (no
 * per-component dark overrides, src/styles/), so in dark axe runs the rules
 * that read colours; every other rule gives the light run's answer. The
 * painted pairs below check every colour in both.
 */
const colourRules = ['color-contrast', 'link-in-text-block'] as const;

/** axe in both colour schemes, then the colour pairs the styles paint in each (they move focus, so last). */
async function colourChecks(page: Page, where: Where, focusRings: boolean, seenPairs: Set<string>): Promise<string[]> {
  const problems: string[] = [];
  for (const scheme of colorSchemes) {
    await page.emulateMedia({ colorScheme: scheme });
    problems.push(...(await axeViolations(page, describeWhere(where, 'axe', scheme), scheme === 'dark' ? { rules: colourRules } : {})));
  }
  for (const scheme of colorSchemes) {
    await page.emulateMedia({ colorScheme: scheme });
    const pairs = await paintedPairs(page, { focusRings });
    problems.push(...contrastProblems(pairs, scheme, describeWhere(where, 'colour pairs', scheme)));
    for (const pair of describePairs(pairs, scheme)) seenPairs.add(`${scheme}: ${pair}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return problems;
}

/** An ARIA snapshot as a problem line instead of a thrown failure, so the states after it are still checked. */
async function ariaProblems(where: Where, scope: Locator): Promise<string[]> {
  if (!ariaCompared) return [];
  const name = `${where.state === 'page load' ? shotName(where.route.file, where.viewport) : shotName(where.route.file, where.viewport, where.state)}.aria.yml`;
  try {
    await expect(scope).toMatchAriaSnapshot({ name });
    return [];
  } catch (error) {
    return [`${describeWhere(where, 'ARIA snapshot')} (${name}): ${error instanceof Error ? error.message : String(error)}`];
  }
}

// Pages a visitor reaches from a footer link or a mistyped address: in the app's window nothing on them leads on but the header.
const isDeadEnd = (route: (typeof routes)[number]) => route.legalSections !== undefined || route.status === 404;

/** The route in the installed app's window, at each width in turn. */
async function appWindowProblems(app: Page, route: (typeof routes)[number]): Promise<string[]> {
  const problems: string[] = [];
  await app.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await waitForHydration(app);
  await app.waitForFunction(() => matchMedia('(display-mode: standalone)').matches);
  for (const viewport of Object.keys(viewports) as ViewportName[]) {
    await app.setViewportSize(viewports[viewport]);
    const inApp: Where = { route, viewport, state: 'installed app window' };
    // The links learn which window they are in from React's render after hydration, which can come a
    // moment after the hydrated mark: waited for, up to the assertion's cap.
    const sameWindowLinks = app.locator(`a[href="${site.appUrl}"]:not([target="_blank"][rel="noopener"])`);
    try {
      await expect(sameWindowLinks).toHaveCount(0);
    } catch {
      problems.push(`${describeWhere(inApp, 'calls to action')}: ${await sameWindowLinks.count()} links to the app would open in the installed window`);
    }
    problems.push(...(await axeViolations(app, describeWhere(inApp, 'axe', 'light'))));
    if (!isDeadEnd(route)) continue;
    const end = await app.evaluate(() => {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      return Math.max(0, Math.round(document.documentElement.scrollHeight - window.innerHeight));
    });
    await expect.poll(() => app.evaluate(() => Math.round(window.scrollY)), `${describeWhere(inApp, 'end of page')}: scrolled to the end`).toBe(end);
    const header = app.getByRole('banner');
    const leadsBack = [
      header.getByRole('link', { name: site.name, exact: true }),
      ...(viewport === 'desktop'
        ? primaryNav.map((item) => header.getByRole('link', { name: item.label, exact: true }))
        : [header.getByRole('button', { name: mobileMenuCopy.open, exact: true })]),
    ];
    for (const control of leadsBack) {
      try {
        await expect(control).toBeInViewport();
      } catch {
        problems.push(`${describeWhere(inApp, 'end of page')}: ${control.toString()} is out of view`);
      }
    }
  }
  return problems;
}

for (const route of routes) {
  for (const viewport of Object.keys(viewports) as ViewportName[]) {
    test(`sweep: ${route.path} at ${viewport}, every state, every read-only check`, async ({ page, openInApp }) => {
      const problems: string[] = [];
      const seenPairs = new Set<string>();
      // The contact form hands off to a mail client; keep that from touching the network.
      await page.route(/^(?!http:\/\/127\.0\.0\.1)/, (request) => request.abort());
      let online = true;
      page.on('requestfailed', (request) => {
        if (capture.fullPage && request.failure()?.errorText === 'net::ERR_ABORTED') return;
        if (online && request.url().startsWith('http'))
          problems.push(`${route.path} · ${viewport} · network: ${request.url()} failed (${request.failure()?.errorText ?? ''})`);
      });
      page.on('response', (response) => {
        const expected = response.request().isNavigationRequest() && response.status() === route.status;
        if (online && response.status() >= 400 && !expected)
          problems.push(`${route.path} · ${viewport} · network: ${response.url()} answered ${response.status()}`);
      });
      await page.addInitScript(watchPage);
      await page.setViewportSize(viewports[viewport]);
      const response = await page.goto(route.path);
      expect(response?.status(), `${route.path} status`).toBe(route.status);
      await waitForHydration(page);
      const loaded: Where = { route, viewport, state: 'page load' };
      problems.push(...(await hydrationProblems(page, loaded)));

      const enginePage = playwrightPage(page);
      await visitStates(
        enginePage,
        route,
        viewport,
        async (state, shots) => {
          const where: Where = { route, viewport, state: state.name };
          // How it looks first, as the state leaves it: the checks after it move focus.
          problems.push(...(await shotProblems(enginePage, where, shots)));
          // What assistive technology reads first, before the checks move focus.
          problems.push(...(await ariaProblems(where, state.ariaScope(page, viewport))));
          // And what Chromium itself hands to screen readers, against ARIA-AT's MUSTs for each pattern shown.
          problems.push(...(await sweepAriaAtProblems(page, where, state.dialog)));
          // Then axe and the colours, with focus where the state left it: after a keyboard pass the skip
          // link would still be showing, over the header's logo.
          problems.push(...(await colourChecks(page, where, state.focusRings ?? false, seenPairs)));
          for (const check of state.checks?.(route) ?? []) problems.push(...(await check(enginePage, where)));
          for (const check of state.chromiumChecks?.checks(route) ?? []) problems.push(...(await check(page, where)));
        },
        (state) => {
          if (state.name === 'offline notice') online = false;
        },
        // What each interaction costs the main thread, on the phone once the page is idle (tooling/interactionCost.ts).
        // A leave over its budget, entered again and made again (leastCost).
        viewport === 'mobile'
          ? async (interaction, act, undo) => {
              const time = () => timeInteraction(page, interaction, 'idle', `${route.path}, the sweep`, act);
              const again = async () => {
                await undo?.();
                return time();
              };
              problems.push(...judgeInteraction(await (undo ? leastCost(time, again) : time())));
            }
          : undefined,
      );
      problems.push(...(await cspProblems(page, loaded)));

      // The installed app's window, opened once per route (from the phone's test) and seen at both
      // widths: links to the app say they open the browser, nothing offers installation, and the
      // header still leads back from the end of a page that has no way on. Its colours are the tab's.
      if (viewport === 'mobile') problems.push(...(await appWindowProblems(await openInApp(route.path), route)));

      test.info().annotations.push({ type: 'colour pairs', description: [...seenPairs].sort().join('; ') });
      expect(problems, 'problems the sweep found').toEqual([]);
    });
  }
}
