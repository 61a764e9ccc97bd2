import type { Locator, Page } from '@playwright/test';
import { contactFormCopy, contactFields } from '../../src/content/contact.ts';
import { comparisonLabels, heroComparison } from '../../src/content/home.ts';
import { waitForLastRequest } from '../support/fixtures.ts';
import {
  type Check,
  disabledControlProblems,
  footerYearProblems,
  forwardKeyboardProblems,
  headProblems,
  inPageLinkProblems,
  keyboardProblems,
  motionProblems,
  motionResetProblems,
  noticeReservationProblems,
  reflowProblems,
  skipLinkProblems,
  structureProblems,
} from './checks.ts';
import type { RouteCase } from '../routes.ts';
import type { ViewportName } from '../support/viewports.ts';
import { pinnedFontProblems, type Shot } from './looks.ts';

/**
 * A state a visitor brings a page into, entered on the page the sweep loaded
 * (tests/sweep/sweep.spec.ts), in this order: each state's `leave` puts the
 * page back as it was loaded for the next one, and the offline notice comes
 * last, since the network stays off.
 */
export interface SweepState {
  readonly name: string;
  readonly applies: (route: RouteCase, viewport: ViewportName) => boolean;
  readonly enter: (page: Page) => Promise<void>;
  readonly leave?: (page: Page) => Promise<void>;
  /** The part of the page the state changes: its ARIA snapshot covers that part only. */
  readonly ariaScope: (page: Page, viewport: ViewportName) => Locator;
  /**
   * The checks this state calls for beyond those every state gets (axe, colour pairs and the ARIA
   * snapshot, in tests/sweep/sweep.spec.ts), in the order they run. A new read-only check goes here.
   */
  readonly checks?: (route: RouteCase) => readonly Check[];
  /** Whether its colour pairs include focus rings: focusing a link makes the router preload its page, which needs the network. */
  readonly focusRings?: boolean;
  /** The screenshots of this state, in both colour schemes, compared against baselines (tests/sweep/looks.ts). */
  readonly looks?: (route: RouteCase) => readonly Shot[];
}

declare global {
  interface Window {
    /** Set as the offline state is entered: the strip the notice covers and the space the page reserved, in the task that showed it. */
    __noticeArrival?: Promise<{ covered: number; reserved: number }>;
  }
}

const validMessage = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', subject: 'Question', message: 'Hello' } as const;
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });
const inspectDialog = (page: Page) => page.getByRole('dialog', { name: comparisonLabels.inspectTitle(heroComparison.title) });

export const sweepStates: readonly SweepState[] = [
  {
    name: 'page load',
    applies: () => true,
    enter: async () => {},
    // Desktop holds the whole page; on a phone only the header differs.
    ariaScope: (page, viewport) => (viewport === 'desktop' ? page.locator('body') : page.getByRole('banner')),
    checks: (route) => [
      headProblems,
      structureProblems,
      motionProblems,
      inPageLinkProblems,
      disabledControlProblems,
      footerYearProblems,
      reflowProblems,
      keyboardProblems,
      skipLinkProblems,
      // Not on the 404 page: reading its fonts makes DevTools fetch the document again, and log its 404.
      ...(route.status === 200 ? [pinnedFontProblems] : []),
    ],
    focusRings: true,
    looks: () => ['first screen', 'full page'],
  },
  {
    name: 'FAQ items open',
    applies: (route) => route.key === 'pricing' || route.key === 'contact',
    enter: async (page) => {
      for (const summary of await page.locator('details > summary').all()) await summary.click();
    },
    leave: async (page) => {
      const open = page.locator('details[open] > summary');
      while ((await open.count()) > 0) await open.first().click();
    },
    ariaScope: (page) => page.locator('main section').filter({ has: page.locator('details') }),
    focusRings: true,
  },
  {
    name: 'mobile menu open',
    applies: (_, viewport) => viewport === 'mobile',
    enter: async (page) => {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await menu(page).waitFor();
    },
    leave: async (page) => {
      await page.keyboard.press('Escape');
      await menu(page).waitFor({ state: 'hidden' });
    },
    ariaScope: menu,
    focusRings: true,
    looks: () => ['screen'],
  },
  {
    // The first screen's comparison at 100%, its photos loaded.
    name: 'inspect view open',
    applies: (route) => route.key === 'home',
    enter: async (page) => {
      await page.getByRole('button', { name: comparisonLabels.inspectName(heroComparison.title) }).click();
      await inspectDialog(page).waitFor();
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('dialog[open] img')].every((image) => image.complete && image.naturalWidth > 0),
      );
    },
    leave: async (page) => {
      await page.keyboard.press('Escape');
      await inspectDialog(page).waitFor({ state: 'hidden' });
    },
    ariaScope: (page) => page.locator('dialog[open]'),
    focusRings: true,
    looks: () => ['screen'],
  },
  {
    name: 'contact form errors',
    applies: (route) => route.key === 'contact',
    enter: async (page) => {
      await page.getByRole('button', { name: contactFormCopy.submit }).click();
      await page.getByRole('heading', { name: contactFormCopy.errorSummaryTitle }).waitFor();
    },
    ariaScope: (page) => page.locator('main section').filter({ has: page.getByRole('heading', { name: contactFormCopy.errorSummaryTitle }) }),
    focusRings: true,
    // The summary has the focus, scrolled into view.
    looks: () => ['screen'],
  },
  {
    // After the errors: the form sent once they are put right.
    name: 'contact form sent',
    applies: (route) => route.key === 'contact',
    enter: async (page) => {
      for (const field of contactFields) await page.getByLabel(field.label, { exact: true }).fill(validMessage[field.name]);
      await page.getByRole('button', { name: contactFormCopy.submit }).click();
      await page.getByText(contactFormCopy.sentTitle).waitFor();
    },
    ariaScope: (page) => page.locator('main section').filter({ has: page.getByText(contactFormCopy.sentTitle) }),
    focusRings: true,
  },
  {
    // Last: the network stays off. Its notice is fixed at the foot of the window, over the page.
    name: 'offline notice',
    applies: () => true,
    enter: async (page) => {
      // The service worker's registration code loads once the page is idle; let it arrive before the network goes.
      await waitForLastRequest(page);
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
      await page.context().setOffline(true);
      await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor();
    },
    ariaScope: (page) => page.locator('[aria-live="polite"]').filter({ hasText: 'offline' }),
    // The notice looks the same over every page: seen over the first one.
    looks: (route) => (route.key === 'home' ? ['first screen'] : []),
    // The reduced-motion reset is read where a notice shows and comparisons are on the page.
    checks: (route) => [noticeReservationProblems, forwardKeyboardProblems, ...(route.key === 'home' ? [motionResetProblems] : [])],
  },
];
