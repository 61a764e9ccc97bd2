import { appendFileSync } from 'node:fs';
import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';
import { pageLoadLog } from '../../tooling/pageLoads.ts';
import { type AppBrowser, launchAppBrowser } from './screenshots/appWindow.ts';
import { baseURL } from '../playwright.config.ts';
import { viewports } from './viewports.ts';

export { expect };

/** The server a project tests: `npm start`'s own, nginx with the generated config, or Cloudflare Pages' engine (wrangler on workerd). */
export type ServerName = 'start' | 'nginx' | 'workerd';

/** Options each project of tests/playwright.config.ts sets. */
export interface ProjectOptions {
  readonly server: ServerName;
}

interface Fixtures {
  /** Console errors, page errors and React hydration messages seen during the test. */
  consoleProblems: string[];
  /** Set to false in a test that provokes errors on purpose. */
  failOnConsoleProblems: boolean;
  /**
   * Resources whose failure to load is expected in a suite (the offline suite:
   * photos never seen cannot load offline). The browser's "Failed to load
   * resource" line for a URL matching it is not a problem; anything else still is.
   */
  expectedLoadFailures: RegExp | null;
  /**
   * Opens a path in the installed app's window, where `(display-mode:
   * standalone)` matches, at the desktop viewport (set another on the page).
   * Its console is watched like the test's own page, and it closes after the test.
   */
  openInApp: (path: string) => Promise<Page>;
}

interface WorkerFixtures {
  /** One Chromium per worker with the site installed as an app (tests/support/screenshots/appWindow.ts); the service worker blocked, as in every suite. */
  appBrowser: AppBrowser;
}

const hydrationHint = /hydrat|did not match|Minified React error|server rendered HTML/i;

/**
 * Collects a page's console errors, uncaught exceptions and hydration
 * warnings. The one error the browser itself logs for a 404 document
 * ("Failed to load resource") is expected on the 404 page only.
 */
function watchConsole(page: Page, problems: string[], expectedLoadFailures: RegExp | null): void {
  const notFoundDocuments = new Set<string>();
  page.on('response', (response) => {
    if (response.status() === 404 && response.request().isNavigationRequest()) notFoundDocuments.add(response.url());
  });
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && text.startsWith('Failed to load resource')) {
      const { url } = message.location();
      if (notFoundDocuments.has(url) || expectedLoadFailures?.test(url)) return;
    }
    if (message.type() === 'error' || hydrationHint.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
}

/** Every browser test fails on a console error, an uncaught exception or a hydration warning. */
export const test = base.extend<Fixtures & ProjectOptions, WorkerFixtures>({
  server: ['start', { option: true }],
  failOnConsoleProblems: [true, { option: true }],
  expectedLoadFailures: [null, { option: true }],
  // A test that asks for no page gets none: a test of what the server answers (`request` only) starts
  // no browser context and no renderer. 93 of the 190 tests are such (tests/e2e/headers.spec.ts and its
  // kind), and the page each was given cost about a CPU-second: 27 of them took 35 CPU-s with one, 6.5 without.
  consoleProblems: async ({ failOnConsoleProblems }, use) => {
    const problems: string[] = [];
    await use(problems);
    if (failOnConsoleProblems) expect(problems, 'console errors or hydration warnings').toEqual([]);
  },
  // The test's page: its console watched, and the page loads no server logs counted (tooling/pageLoads.ts):
  // those the service worker answers, and those workerd answers (wrangler logs no request headers, so the
  // browser counts them, as for Vite's dev server).
  page: async ({ page, consoleProblems, expectedLoadFailures, server }, use) => {
    watchConsole(page, consoleProblems, expectedLoadFailures);
    const workerLog = pageLoadLog('e2e');
    const serverLog = server === 'workerd' ? pageLoadLog('e2e.workerd') : undefined;
    page.on('response', (response) => {
      const request = response.request();
      if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
      if (response.fromServiceWorker()) appendFileSync(workerLog, `worker ${request.url()}\n`);
      else if (serverLog && (response.headers()['content-type'] ?? '').startsWith('text/html'))
        appendFileSync(serverLog, `${response.status()} ${request.url()}\n`);
    });
    await use(page);
  },
  appBrowser: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; this one has none
    async ({}, use) => {
      const app = await launchAppBrowser({ origin: baseURL, serviceWorkers: 'block', viewport: viewports.desktop });
      await use(app);
      await app.close();
    },
    // Installing takes a few seconds on a busy machine; once per worker.
    { scope: 'worker' },
  ],
  openInApp: async ({ appBrowser, failOnConsoleProblems, expectedLoadFailures }, use) => {
    const problems: string[] = [];
    const opened: Page[] = [];
    await use(async (path) => {
      const page = await appBrowser.openInApp(path, (fresh) => watchConsole(fresh, problems, expectedLoadFailures));
      opened.push(page);
      return page;
    });
    for (const page of opened) await page.close();
    if (failOnConsoleProblems) expect(problems, 'console errors or hydration warnings in the app window').toEqual([]);
  },
});

/** Waits until React has hydrated: the app marks the root element once it has. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Waits until an active service worker controls the page (the first install claims it). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
  });
}

/** Loads `path` and waits until the app has started on it, as the engines' gotoHydrated (tests/engines/probes.ts). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Waits until the page has made its last request: it has hydrated and, once
 * idle, fetched the service worker's registration code (the suites block the
 * worker itself, so registering makes no request).
 */
export async function waitForLastRequest(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/workbox-window')));
}

/**
 * Holds every request matching `pattern` until the returned function is
 * called, as a slow network would: the page stays as it was before those
 * responses (the app's code held: the prerendered page before hydration).
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The app's own code: everything under /assets/ that is JavaScript (boot.js, the starter, is not held). */
export const appCode = /\/assets\/.+\.js$/;

/** Follows the site's own link to `path`: the first one showing in the header or the footer. */
export const followLink = (page: Page, path: string) =>
  page.locator(`header a[href="${path}"], footer a[href="${path}"]`).filter({ visible: true }).first().click();

/**
 * Runs `gesture` and waits for the scroll it starts to end, on `scroller` or
 * the page. Wheel and touch scrolls are animated, so a position read straight
 * after the gesture is a frame of the animation, not where it comes to rest.
 */
export async function scrollAndSettle(page: Page, gesture: () => Promise<void>, scroller: Locator = page.locator(':root')): Promise<void> {
  await scroller.evaluate((element) => {
    const target = element === document.documentElement ? window : element;
    window.__scrollEnded = new Promise((resolve) => target.addEventListener('scrollend', () => resolve(), { once: true }));
  });
  await gesture();
  await page.evaluate(() => window.__scrollEnded);
}

/** Scrolls with the mouse wheel, and waits for the scroll to end (scrollAndSettle). */
export const wheelAndSettle = (page: Page, deltaY: number) => scrollAndSettle(page, () => page.mouse.wheel(0, deltaY));

/** Waits until every image `selector` matches has loaded: `count` of them, or at least one. */
export async function imagesLoaded(page: Page, selector: string, count?: number): Promise<void> {
  await page.waitForFunction(
    ([images, expected]) => {
      const all = [...document.querySelectorAll<HTMLImageElement>(images)];
      return (expected === undefined ? all.length > 0 : all.length === expected) && all.every((image) => image.complete && image.naturalWidth > 0);
    },
    [selector, count] as const,
  );
}

/**
 * One finger on a touch screen: down at `from`, ten moves of `step`, up. By
 * CDP touch events, so the browser decides as for a real finger whether the
 * gesture scrolls (touch-action) or reaches the page's pointer handlers.
 */
export async function swipe(page: Page, from: { x: number; y: number }, step: { x: number; y: number }): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let index = 1; index <= 10; index += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from.x + step.x * index, y: from.y + step.y * index }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

declare global {
  interface Window {
    /** Set by scrollAndSettle before a scroll: resolves at the next scrollend. */
    __scrollEnded?: Promise<void>;
  }
}

/** The app's entry script, as the served home page names it for boot.js: read without loading the page in a browser. */
export async function entryUrl(request: APIRequestContext): Promise<string> {
  const src = /<meta name="pixellift:entry" content="([^"]+)"/.exec(await (await request.get('/')).text())?.[1];
  expect(src).toMatch(/^\/assets\/.+\.js$/);
  return src ?? '';
}
