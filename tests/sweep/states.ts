import type { Locator, Page } from '@playwright/test';
import { contactFormCopy, contactFields } from '../../src/content/contact.ts';
import { comparisonLabels, heroComparison } from '../../src/content/home.ts';
import { mobileMenuCopy } from '../../src/content/shell.ts';
import {
  type Check,
  type ChromiumCheck,
  disabledControlProblems,
  footerYearProblems,
  forwardKeyboardProblems,
  headProblems,
  inPageLinkProblems,
  keyboardProblems,
  motionProblems,
  motionResetProblems,
  noticeReservationProblems,
  pinnedFontProblems,
  reflowProblems,
  skipLinkProblems,
  structureProblems,
} from './checks.ts';
import { siteDialogs } from '../support/ariaAt.ts';
import type { PageKey } from '../../src/content/pages.ts';
import type { RouteCase } from '../routes.ts';
import type { Engine, EnginePage } from '../support/enginePage.ts';
import type { ViewportName } from '../support/viewports.ts';
import type { Shot } from '../visual/capture.ts';
import type { Interaction } from '../../tooling/interactionCost.ts';

/**
 * The one table of states a visitor brings a page into, for every engine.
 * Each is entered on a page loaded at one viewport, in this order, through
 * EnginePage (tests/support/enginePage.ts), by `visitStates` below: Chromium's
 * sweep (tests/sweep/sweep.spec.ts) and the Firefox and WebKit page journeys
 * (tests/engines/journeys.ts) both call it. A state's `leave` puts the page
 * back as it was loaded for the next one, and the offline notice comes last,
 * since the network stays off.
 *
 * In Chromium every state is entered, and checked by the sweep: axe, colour
 * pairs, the ARIA snapshot, the state's own checks and its screenshots.
 * Firefox and WebKit enter a state to take its screenshots against their own
 * baselines (tests/visual/capture.ts) and run its `checks` there too. Where
 * they take fewer screenshots than Chromium, `engines` says which and why;
 * what only Chromium can check, `chromiumChecks` holds, with the reason.
 */
export interface PageState {
  readonly name: string;
  readonly applies: (route: RouteCase, viewport: ViewportName) => boolean;
  readonly enter: (page: EnginePage) => Promise<void>;
  readonly leave?: (page: EnginePage) => Promise<void>;
  /** The screenshots of this state, in both colour schemes, compared against each engine's baselines. */
  readonly shots?: (route: RouteCase) => readonly Shot[];
  /** Where Firefox or WebKit take fewer screenshots than Chromium, and why. */
  readonly engines?: Partial<Record<Exclude<Engine, 'chromium'>, EngineException>>;
  /** Chromium's sweep: the part of the page the state changes, whose ARIA snapshot it compares. */
  readonly ariaScope: (page: Page, viewport: ViewportName) => Locator;
  /**
   * The checks this state calls for beyond those every state gets in Chromium's sweep (axe, colour
   * pairs and the ARIA snapshot, in tests/sweep/sweep.spec.ts), in the order they run, in every
   * engine that enters the state. A new read-only check goes here.
   */
  readonly checks?: (route: RouteCase) => readonly Check[];
  /** The checks that read what only Chromium gives, after `checks`, and why Firefox and WebKit cannot run them. */
  readonly chromiumChecks?: { readonly checks: (route: RouteCase) => readonly ChromiumCheck[]; readonly because: string };
  /** The modal dialog the state opens, as ARIA-AT asserts it on Chromium's tree (tests/sweep/ariaAt.ts): its name, and its description where it has one. */
  readonly dialog?: { readonly name: string; readonly description?: string };
  /** Chromium's sweep: whether its colour pairs include focus rings (focusing a link makes the router preload its page, which needs the network). */
  readonly focusRings?: boolean;
  /** The interactions `enter` and `leave` begin with, which Chromium's sweep times on the phone (tooling/interactionCost.ts). */
  readonly interactions?: { readonly enter?: Interaction; readonly leave?: Interaction };
}

/** An engine's exception: the screenshots it takes instead (none: it does not enter the state), on these routes only where `routes` is given. */
interface EngineException {
  readonly because: string;
  readonly shots?: readonly Shot[];
  readonly routes?: readonly PageKey[];
}

declare global {
  interface Window {
    /** Set as the offline state is entered: the strip the notice covers and the space the page reserved, in the task that showed it. */
    __noticeArrival?: Promise<{ covered: number; reserved: number }>;
  }
}

const validMessage = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', subject: 'Question', message: 'Hello' } as const;
const menuName = siteDialogs.menu.name;
const inspectTitle = siteDialogs.inspect.name;
// A <summary> has no ARIA role (HTML-AAM maps it to none, and each engine exposes it its own way), so the FAQ's are found by element.
const closedQuestion = 'details:not([open]) > summary';
const openQuestion = 'details[open] > summary';

/** Where Firefox and WebKit take the open menu's screenshot. */
const menuOnHomeOnly: EngineException = {
  routes: ['home'],
  because: 'the menu is the same dialog on every page: one page shows how the engine draws it, and Chromium reads it on every page',
};

/** Clicks what `selector` finds until it finds nothing: the FAQ's questions, opened or closed one by one. */
async function clickEach(page: EnginePage, selector: string) {
  while (await page.evaluate((found) => document.querySelector(found) !== null, selector)) await page.click(selector);
}

const pageStates: readonly PageState[] = [
  {
    name: 'page load',
    applies: () => true,
    enter: async () => {},
    shots: () => ['first screen', 'full page'],
    engines: {
      webkit: {
        shots: ['first screen'],
        because:
          'WebDriver captures only what the window shows, and in a window made as tall as the page the home page came out 2 px apart from one session to the next (9,065 and 9,067 px at 447 px wide)',
      },
    },
    // Desktop holds the whole page; on a phone only the header differs.
    ariaScope: (page, viewport) => (viewport === 'desktop' ? page.locator('body') : page.getByRole('banner')),
    checks: () => [headProblems, inPageLinkProblems, disabledControlProblems, footerYearProblems, reflowProblems, skipLinkProblems],
    chromiumChecks: {
      checks: (route) => [
        structureProblems,
        motionProblems,
        keyboardProblems,
        // Not on the 404 page: reading its fonts makes DevTools fetch the document again, and log its 404.
        ...(route.status === 200 ? [pinnedFontProblems] : []),
      ],
      because:
        "the landmarks are counted by Playwright's role engine; reduced motion and forced colours (the keyboard pass's way back) are emulated, and the fonts drawn read, through Chromium's DevTools protocol, which neither the Firefox nor the WebKit driver speaks",
    },
    focusRings: true,
  },
  {
    name: 'FAQ items open',
    applies: (route) => route.key === 'pricing' || route.key === 'contact',
    enter: (page) => clickEach(page, closedQuestion),
    leave: (page) => clickEach(page, openQuestion),
    interactions: { enter: 'FAQ open' },
    ariaScope: (page) => page.locator('main section').filter({ has: page.locator('details') }),
    focusRings: true,
  },
  {
    name: 'mobile menu open',
    applies: (_, viewport) => viewport === 'mobile',
    enter: async (page) => {
      await page.byRole('button', mobileMenuCopy.open).click();
      await page.byRole('dialog', menuName).waitFor();
    },
    leave: async (page) => {
      await page.press('Escape');
      await page.byRole('dialog', menuName).waitFor('hidden');
    },
    interactions: { enter: 'menu open', leave: 'menu close' },
    shots: () => ['screen'],
    engines: { firefox: menuOnHomeOnly, webkit: menuOnHomeOnly },
    ariaScope: (page) => page.getByRole('dialog', { name: menuName }),
    dialog: siteDialogs.menu,
    focusRings: true,
  },
  {
    // The first screen's comparison at 100%, its photos loaded.
    name: 'inspect view open',
    applies: (route) => route.key === 'home',
    enter: async (page) => {
      await page.byRole('button', comparisonLabels.inspectName(heroComparison.title)).click();
      await page.byRole('dialog', inspectTitle).waitFor();
      await page.waitFor('the inspect view’s photos did not load', () =>
        [...document.querySelectorAll<HTMLImageElement>('dialog[open] img')].every((image) => image.complete && image.naturalWidth > 0),
      );
    },
    leave: async (page) => {
      await page.press('Escape');
      await page.byRole('dialog', inspectTitle).waitFor('hidden');
    },
    interactions: { enter: 'inspect view open', leave: 'inspect view close' },
    shots: () => ['screen'],
    engines: {
      webkit: {
        shots: [],
        because: 'its photo, centred as its size settles, came out up to 0.27 % of the screen apart from one session to the next',
      },
    },
    ariaScope: (page) => page.locator('dialog[open]'),
    dialog: siteDialogs.inspect,
    focusRings: true,
  },
  {
    name: 'contact form errors',
    applies: (route) => route.key === 'contact',
    enter: async (page) => {
      await page.byRole('button', contactFormCopy.submit).click();
      await page.byRole('heading', contactFormCopy.errorSummaryTitle).waitFor();
    },
    interactions: { enter: 'contact form with errors' },
    // The summary has the focus, scrolled into view.
    shots: () => ['screen'],
    ariaScope: (page) => page.locator('main section').filter({ has: page.getByRole('heading', { name: contactFormCopy.errorSummaryTitle }) }),
    focusRings: true,
  },
  {
    // After the errors: the form sent once they are put right.
    name: 'contact form sent',
    applies: (route) => route.key === 'contact',
    enter: async (page) => {
      for (const field of contactFields) await page.byRole('textbox', field.label).fill(validMessage[field.name]);
      await page.byRole('button', contactFormCopy.submit).click();
      await page.byRole('heading', contactFormCopy.sentTitle).waitFor();
    },
    interactions: { enter: 'contact form sent' },
    ariaScope: (page) => page.locator('main section').filter({ has: page.getByText(contactFormCopy.sentTitle) }),
    focusRings: true,
  },
  {
    // Last: the network stays off. Its notice is fixed at the foot of the window, over the page.
    name: 'offline notice',
    applies: () => true,
    enter: async (page) => {
      // The service worker's registration code loads once the page is idle; let it arrive before the network goes.
      await page.waitFor('the service worker’s registration code never loaded', () =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/workbox-window')),
      );
      // A visitor's keys may come before the notice's next frame: the strip it covers must be reserved
      // by the end of the task that shows it. Watched from a mutation observer of the sweep's own, which
      // runs right after the page's, before any other task (read by noticeReservationProblems).
      await page.evaluate(() => {
        window.__noticeArrival = new Promise((resolve) => {
          const watch = new MutationObserver(() => {
            const notice = [...document.querySelectorAll('[role="status"] p')].find((element) => element.textContent.includes('You are offline'));
            if (!notice) return;
            watch.disconnect();
            resolve({
              covered: window.innerHeight - notice.getBoundingClientRect().top,
              reserved: Number.parseFloat(getComputedStyle(document.body).paddingBottom),
            });
          });
          watch.observe(document.body, { childList: true, subtree: true, characterData: true });
        });
      });
      await page.setOffline(true);
      await page.waitFor('no offline notice', () =>
        [...document.querySelectorAll('[role="status"]')].some((status) => status.textContent.includes('You are offline')),
      );
    },
    // The notice looks the same over every page: seen over the first one.
    shots: (route) => (route.key === 'home' ? ['first screen'] : []),
    engines: {
      firefox: { shots: [], because: 'reading offline is its own journey there (tests/engines/journeys.ts); the notice’s checks are the Chromium sweep’s' },
      webkit: { shots: [], because: 'WebKitWebDriver cannot take the network away from a page' },
    },
    ariaScope: (page) => page.locator('[aria-live="polite"]').filter({ hasText: 'offline' }),
    // The reduced-motion reset is read where a notice shows and comparisons are on the page.
    checks: (route) => [noticeReservationProblems, ...(route.key === 'home' ? [motionResetProblems] : [])],
    chromiumChecks: {
      checks: () => [forwardKeyboardProblems],
      because:
        "the keyboard pass marks and walks every stop through Playwright's page, and Firefox and WebKit do not enter this state (their exceptions above)",
    },
  },
];

/** The screenshots `engine` takes of `state` on `route`. */
function shotsOf(state: PageState, engine: Engine, route: RouteCase): readonly Shot[] {
  const exception = engine === 'chromium' ? undefined : state.engines?.[engine];
  if (exception?.routes && !exception.routes.includes(route.key)) return [];
  return exception?.shots ?? state.shots?.(route) ?? [];
}

/**
 * Enters each state that applies to the route at this viewport, in the
 * table's order, on the page as loaded: `entering` before, `inState` once it
 * holds, with the screenshots this engine takes of it, then `leave`. Firefox
 * and WebKit skip the states they take no screenshot of. Where `timed` is
 * given, it runs each `enter` and `leave` that begins with an interaction,
 * and a leave with the enter that undoes it.
 */
export async function visitStates(
  page: EnginePage,
  route: RouteCase,
  viewport: ViewportName,
  inState: (state: PageState, shots: readonly Shot[]) => Promise<void>,
  entering?: (state: PageState) => void,
  timed?: (interaction: Interaction, act: () => Promise<void>, undo?: () => Promise<void>) => Promise<void>,
): Promise<void> {
  const run = (interaction: Interaction | undefined, act: () => Promise<void>, undo?: () => Promise<void>) =>
    interaction && timed ? timed(interaction, act, undo) : act();
  for (const state of pageStates) {
    if (!state.applies(route, viewport)) continue;
    const shots = shotsOf(state, page.engine, route);
    if (page.engine !== 'chromium' && shots.length === 0) continue;
    entering?.(state);
    const { enter, leave } = state;
    await run(state.interactions?.enter, () => enter(page));
    await inState(state, shots);
    // A leave over its budget is made again after entering once more (tooling/interactionCost.ts, leastCost): the page
    // ends as the first leave left it. An enter is timed once: entered again before the state's checks, after a key's
    // leave, the menu's screenshot came out 1,002 pixels apart (the focus ring a key brings).
    if (leave)
      await run(
        state.interactions?.leave,
        () => leave(page),
        () => enter(page),
      );
  }
}
