import { expect, type Page } from '@playwright/test';
import { site } from '../../src/config/site.ts';
import { comparisonLabels, heroComparison } from '../../src/content/home.ts';
import type { RouteCase } from '../routes.ts';
import { waitForHydration, waitForLastRequest } from './fixtures.ts';
import type { ViewportName } from './viewports.ts';

export { viewports, type ViewportName } from './viewports.ts';

export const colorSchemes = ['light', 'dark'] as const;

/**
 * The states a page load does not show, each a way to bring the page into it.
 * `applies` decides per route and viewport; the axe suite and the keyboard
 * suite loop over the same list.
 */
export interface PageState {
  readonly name: string;
  readonly applies: (route: RouteCase, viewport: ViewportName) => boolean;
  /** Where the state is seen: the installed app's window (the suites open the route there with openInApp), else a browser tab. */
  readonly display?: 'standalone';
  readonly enter: (page: Page) => Promise<void>;
}

export const pageStates: readonly PageState[] = [
  { name: 'page load', applies: () => true, enter: async () => {} },
  {
    name: 'FAQ items open',
    applies: (route) => route.key === 'pricing' || route.key === 'contact',
    enter: async (page) => {
      for (const summary of await page.locator('details > summary').all()) await summary.click();
    },
  },
  {
    // The installed app: calls to action say they open the browser, and nothing offers installation.
    name: 'standalone',
    applies: () => true,
    display: 'standalone',
    enter: async (page) => {
      await page.waitForFunction(() => matchMedia('(display-mode: standalone)').matches);
      await expect(page.locator(`a[href="${site.appUrl}"]:not([target="_blank"])`)).toHaveCount(0);
    },
  },
  {
    name: 'mobile menu open',
    applies: (_, viewport) => viewport === 'mobile',
    enter: async (page) => {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    },
  },
  {
    // The first screen's comparison at 100%, its photos loaded.
    name: 'inspect view open',
    applies: (route) => route.key === 'home',
    enter: async (page) => {
      await page.getByRole('button', { name: comparisonLabels.inspectName(heroComparison.title) }).click();
      await page.getByRole('dialog', { name: comparisonLabels.inspectTitle(heroComparison.title) }).waitFor();
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('dialog[open] img')].every((image) => image.complete && image.naturalWidth > 0),
      );
    },
  },
  {
    name: 'offline notice',
    applies: (route) => route.key === 'home' || route.key === 'terms',
    enter: async (page) => {
      // The service worker's registration code loads once the page is idle; let it arrive before the network goes.
      await waitForLastRequest(page);
      await page.context().setOffline(true);
      await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor();
    },
  },
  {
    name: 'contact form errors',
    applies: (route) => route.key === 'contact',
    enter: async (page) => {
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByRole('alert').waitFor();
    },
  },
  {
    name: 'contact form sent',
    applies: (route) => route.key === 'contact',
    enter: async (page) => {
      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Last name').fill('Lovelace');
      await page.getByLabel('E-mail address').fill('ada@example.com');
      await page.getByLabel('Subject').fill('Question');
      await page.getByLabel('Message', { exact: true }).fill('Hello');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText('Your message is ready to send').waitFor();
    },
  },
];

/**
 * Loads a route fresh in a given colour scheme, ready for a state to be
 * entered. Motion is not what these checks look at, so reduced motion is
 * requested: nothing scrolls smoothly or fades while axe measures or focus is
 * read (the motion suite covers the no-preference case).
 */
export async function openRoute(page: Page, route: RouteCase, scheme: (typeof colorSchemes)[number]): Promise<void> {
  await page.context().setOffline(false);
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  await page.goto(route.path);
  await waitForHydration(page);
}

/** Brings a route opened in the installed app's window (openInApp) into the same conditions as openRoute. */
export async function settleInApp(page: Page, scheme: (typeof colorSchemes)[number]): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  await waitForHydration(page);
}
