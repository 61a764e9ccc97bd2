import type { Page } from '@playwright/test';
import { conditionHangMs } from '../../tooling/hangs.ts';
import type { TestedEngineKey } from '../../src/content/accessibilityTesting.ts';

/**
 * One browser tab, driven the same way whatever drives it: Playwright in
 * Chromium (`playwrightPage` below), Puppeteer over WebDriver BiDi in Firefox
 * and selenium-webdriver in WebKit (tests/engines/support/engine.ts). The page
 * states (tests/sweep/states.ts), the screenshots (tests/visual/capture.ts)
 * and the journeys (each component's `*.journey.ts`, tests/engines/journeys.ts)
 * are written once against it. Functions passed to
 * `evaluate` and `waitFor` run in the page: they may use only their arguments.
 */
export interface EnginePage {
  readonly engine: Engine;
  /** The browser's own version string (`156.0.8078.108`, `153.8.0esr`, `2.50.6`): what its screenshots were taken with. */
  readonly browserVersion: string;
  /** Loads a URL and waits for its load event; clears the errors seen so far. */
  goto(url: string): Promise<void>;
  /** The top-level URL, as the address bar shows it: also one the page could not show. */
  url(): Promise<string>;
  back(): Promise<void>;
  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>>;
  /** Runs a script's source in the page, as the driver does (not subject to the page's CSP). */
  inject(source: string): Promise<void>;
  /** Resolves once `fn` returns true in the page, polling; fails with `message` after a hang's bound. */
  waitFor<Args extends unknown[]>(message: string, fn: (...args: Args) => boolean, ...args: Args): Promise<void>;
  press(key: JourneyKey, options?: { readonly shift?: boolean }): Promise<void>;
  /** Types into whatever has focus, as a keyboard would. */
  type(text: string): Promise<void>;
  /** A real pointer click at the centre of the element the selector finds. */
  click(selector: string): Promise<void>;
  /** A real pointer click at a point of the viewport: on a photo, or on a dialog's backdrop, where no element is the target. */
  clickAt(point: Point): Promise<void>;
  /**
   * The one shown element with this role and accessible name (matched whole):
   * in Chromium by Playwright's role locators, in WebKit by the role and label
   * WebKit computes (WebDriver's Get Computed Role and Label), in Firefox by
   * axe-core's role and name code in the page (tests/engines/support/engine.ts
   * says why not Firefox's own accessibility locator).
   */
  byRole(role: Role, name: string): ByRole;
  /** A mouse drag between two points of the viewport. */
  drag(from: Point, to: Point): Promise<void>;
  /** Moves the mouse pointer to a point of the viewport, pressing nothing. */
  movePointer(to: Point): Promise<void>;
  setViewport(width: number, height: number): Promise<void>;
  /** The colour scheme the page is shown in; null gives it back the system's (light, here). */
  setColorScheme(scheme: 'light' | 'dark' | null): Promise<void>;
  /** Takes the network away from the page (its `offline` event fires), or gives it back. */
  setOffline(offline: boolean): Promise<void>;
  /** A PNG of the viewport as it is, or of the whole page from its top. */
  screenshot(options: { readonly fullPage: boolean }): Promise<Buffer>;
  /** Console errors and uncaught errors since the last `goto`; in Firefox also what the page left reported late (its loads given up). */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

/** The engines the suite tests, as the accessibility statement names them (src/content/accessibilityTesting.ts). */
export type Engine = TestedEngineKey;

export type JourneyKey = 'Tab' | 'Enter' | 'Escape' | 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

export type Role = 'button' | 'dialog' | 'heading' | 'link' | 'slider' | 'status' | 'textbox';

interface ByRole {
  /** A real pointer click at its centre, once it shows. */
  click(): Promise<void>;
  /** Puts `text` in it, in place of what it held. */
  fill(text: string): Promise<void>;
  /** Resolves once it shows ('visible'), or once none with that role and name shows ('hidden'). */
  waitFor(state?: 'visible' | 'hidden'): Promise<void>;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

/**
 * A page function rewritten to take its arguments as one array, since
 * Playwright passes one. Made here with `new Function`, never in the page: the
 * page's CSP forbids eval there, and Playwright's string predicates use it,
 * while a function goes over the protocol as source.
 */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the source is our own page function's; it runs in the page, never here
const spread = (fn: (...args: never[]) => unknown) => new Function('args', `return (${fn.toString()}).apply(null, args);`) as (args: unknown[]) => unknown;

/** The mouse of Playwright and of Puppeteer alike. */
interface Mouse {
  move(x: number, y: number, options?: { steps?: number }): Promise<void>;
  down(): Promise<void>;
  up(): Promise<void>;
}

/** A drag in five moves, as Playwright and Puppeteer draw one. */
export async function mouseDrag(mouse: Mouse, from: Point, to: Point): Promise<void> {
  await mouse.move(from.x, from.y);
  await mouse.down();
  await mouse.move(to.x, to.y, { steps: 5 });
  await mouse.up();
}

/**
 * Whether a full-page screenshot is being taken. For its moment Chromium lays
 * the page out so that the first screen's phone-crop sources match (`width <
 * 48em`): it starts their requests and cancels them when the capture ends
 * (net::ERR_ABORTED, seen on home at 1,280 px). The sweep's network watch
 * leaves out what was cancelled meanwhile: the capture's doing, not the site's.
 */
export const capture = { fullPage: false };

/** A Playwright page (Chromium, in the Playwright suites) as an EnginePage. */
export function playwrightPage(page: Page): EnginePage {
  let errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const waitOptions = { timeout: conditionHangMs, polling: 'raf' } as const;
  return {
    engine: 'chromium',
    browserVersion: page.context().browser()?.version() ?? '',
    async goto(url) {
      errors = [];
      await page.goto(url, { waitUntil: 'load' });
    },
    url: () => Promise.resolve(page.url()),
    async back() {
      await page.goBack();
    },
    evaluate: (fn, ...args) => page.evaluate(spread(fn), args) as never,
    async inject(source) {
      await page.evaluate(source);
    },
    async waitFor(message, fn, ...args) {
      await page.waitForFunction(spread(fn), args, waitOptions).catch((error: unknown) => {
        throw new Error(`${message} (${String(error)})`);
      });
    },
    press: (key, options) => page.keyboard.press(options?.shift ? `Shift+${key}` : key),
    type: (text) => page.keyboard.type(text),
    click: (selector) => page.click(selector),
    clickAt: (point) => page.mouse.click(point.x, point.y),
    byRole(role, name) {
      const locator = page.getByRole(role, { name, exact: true });
      return {
        click: () => locator.click(),
        fill: (text) => locator.fill(text),
        waitFor: (state = 'visible') => locator.waitFor({ state, timeout: conditionHangMs }),
      };
    },
    drag: (from, to) => mouseDrag(page.mouse, from, to),
    movePointer: (to) => page.mouse.move(to.x, to.y),
    setViewport: (width, height) => page.setViewportSize({ width, height }),
    setColorScheme: (scheme) => page.emulateMedia({ colorScheme: scheme ?? 'light' }),
    setOffline: (offline) => page.context().setOffline(offline),
    async screenshot({ fullPage }) {
      capture.fullPage = fullPage;
      // Playwright's own caret hiding adds a <style> element, which the CSP refuses: the still sheet hides it.
      return page.screenshot({ fullPage, caret: 'initial', animations: 'allow' }).finally(() => (capture.fullPage = false));
    },
    errors: () => Promise.resolve([...errors]),
    close: () => page.close(),
  };
}
