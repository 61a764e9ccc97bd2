import type { Page } from '@playwright/test';
import { comparisonLabels, heroComparison } from '../../src/content/home.ts';
import { sliderOf } from '../../src/components/BeforeAfter/BeforeAfter.journey.ts';
import { type Interaction, judgeInteraction, timeInteraction, watchEventTiming } from '../../tooling/interactionCost.ts';
import { expect, test } from '../support/fixtures.ts';
import { conditionHangMs } from '../../tooling/hangs.ts';
import type { Point } from '../support/enginePage.ts';
import { viewports } from '../support/viewports.ts';

/**
 * What the first tap costs while the app hydrates: each interaction a visitor
 * can begin a visit with, on a page load of its own, made as soon as React
 * listens on the page and is adopting it (`data-hydrated="false"`, set by
 * src/main.tsx, and seen as it changes) and timed by main-thread CPU
 * (tooling/interactionCost.ts). A tap that came once hydration had ended is
 * made again on a fresh load. Chromium's own CPU throttle is not used to
 * lengthen hydration: the thread's CPU time it reports then grew with the
 * throttle in one run of two (FAQ open: 8 ms of the host's at a rate of 1,
 * 8 and 41 ms at 4). The same interactions once the page is idle are timed
 * on the sweep's visits (tests/sweep/states.ts), and the comparison's here,
 * on the same load, once its page is idle.
 */

declare global {
  interface Window {
    /** The app's state when the first input arrived: 'false' while React's root was still dehydrated. */
    __hydratedAtInput?: string;
  }
}

const heroSlider = sliderOf(heroComparison.title);

/** A control's centre in the window, scrolled into it, from the prerendered page: the app adopts it as it is laid out. */
async function centreOf(page: Page, selector: string): Promise<Point> {
  const control = page.locator(selector).first();
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error(`${selector} is not drawn`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Each first tap: where, and how it is made. `aim` reads where the input goes
 * before the moment comes, and returns the input itself, made at once by the
 * mouse or the keyboard (no waits of Playwright's between the moment and the
 * input); `answered` says the page did what was asked, once idle.
 */
interface FirstTap {
  readonly interaction: Interaction;
  readonly path: string;
  readonly aim: (page: Page) => Promise<() => Promise<void>>;
  readonly answered?: (page: Page, before: string) => Promise<void>;
}

/** A click whose pointer is already over the control: the press is the first input after the moment. */
const click = (selector: string) => async (page: Page) => {
  const at = await centreOf(page, selector);
  await page.mouse.move(at.x, at.y);
  return async () => {
    await page.mouse.down();
    await page.mouse.up();
  };
};

/** From the divider to a quarter of the way across, the way there is more room. */
const dragHero = async (page: Page) => {
  const frame = page.locator(heroSlider).locator('..');
  await frame.scrollIntoViewIfNeeded();
  const box = await frame.boundingBox();
  const value = Number(await page.locator(heroSlider).inputValue());
  if (!box) throw new Error('the first screen’s comparison is not drawn');
  const y = box.y + box.height / 2;
  const from = { x: box.x + (box.width * value) / 100, y };
  await page.mouse.move(from.x, from.y);
  return async () => {
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * (value > 50 ? 0.25 : 0.75), y, { steps: 5 });
    await page.mouse.up();
  };
};

const firstTaps: readonly FirstTap[] = [
  { interaction: 'menu open', path: '/', aim: click('header button[aria-haspopup="dialog"]') },
  { interaction: 'FAQ open', path: '/pricing', aim: click('main details summary') },
  // The comparison's slider is disabled until the app has adopted it (BeforeAfter.tsx): a drag on it while the app
  // hydrates is what a visitor can try, and no key reaches it then.
  {
    interaction: 'comparison by drag',
    path: '/',
    aim: dragHero,
    answered: async (page, before) => expect(page.locator(heroSlider)).not.toHaveValue(before),
  },
  { interaction: 'inspect view open', path: '/', aim: click(`main button[aria-label="${comparisonLabels.inspectName(heroComparison.title)}"]`) },
  { interaction: 'contact form with errors', path: '/contact', aim: click(`main form button[type="submit"]`) },
];

test.use({ viewport: viewports.mobile, reducedMotion: 'reduce' });

declare global {
  interface Navigator {
    /** Chromium's: whether an input event waits for the main thread. */
    readonly scheduling?: { isInputPending(options?: { includeContinuous?: boolean }): boolean };
  }
}

/**
 * Holds the page's main thread from the moment React starts adopting it
 * (`data-hydrated="false"`, set in the task that creates the root) until the
 * visitor's input has arrived, so that the input is the next thing the page
 * does: the first moment a tap can land while the app hydrates, on any
 * machine. The hold ends on the input's arrival, or at the hang bound.
 */
function holdHydrationForInput({ hangMs, signal }: { hangMs: number; signal: string }) {
  new MutationObserver((_, observer) => {
    if (document.documentElement.dataset.hydrated !== 'false') return;
    observer.disconnect();
    // The test hears of the moment by a request sent at once (a synchronous one: an asynchronous request,
    // a beacon or a console message leaves only once the task ends), which it answers; then the hold.
    const request = new XMLHttpRequest();
    request.open('POST', signal, false);
    request.send();
    const until = performance.now() + hangMs;
    while (!navigator.scheduling?.isInputPending() && performance.now() < until);
    // The document, as <html> may not exist yet when an init script runs.
  }).observe(document, { subtree: true, attributeFilter: ['data-hydrated'] });
}

/** The request that tells the test the page is held (answered by the test, never by a server). */
const heldSignal = '/__held-for-input';

/**
 * Loads `path` and makes the first input at the first moment React listens
 * and has adopted nothing (its root still dehydrated), tracing from before
 * the load.
 */
async function whileHydrating(page: Page, { interaction, path, aim }: FirstTap): Promise<string[]> {
  // React's own notion of the moment: its root, created, still dehydrated (the adoption not yet committed).
  // Read from React's fields on the container, as React DOM 19 names them (the version is pinned).
  await page.addInitScript(() => {
    const note = () => {
      const container = document.getElementById('root') as unknown as Record<
        string,
        { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }
      > | null;
      const key = container ? Object.keys(container).find((name) => name.startsWith('__reactContainer$')) : undefined;
      const dehydrated = key ? container?.[key]?.stateNode?.current?.memoizedState?.isDehydrated : undefined;
      window.__hydratedAtInput ??= key === undefined ? 'not started' : dehydrated ? 'false' : 'true';
    };
    for (const type of ['pointerdown', 'keydown']) addEventListener(type, note, { capture: true });
  });
  await page.addInitScript(watchEventTiming);
  await page.addInitScript(holdHydrationForInput, { hangMs: conditionHangMs, signal: heldSignal });
  await page.route(`**${heldSignal}`, (route) => route.fulfill({ status: 204 }));
  const figure = await timeInteraction(page, interaction, 'hydrating', `${path}, a load of its own`, async () => {
    const held = page.waitForRequest((request) => request.url().endsWith(heldSignal));
    await page.goto(path, { waitUntil: 'commit' });
    const input = await aim(page);
    await held;
    await input();
  });
  expect(await page.evaluate(() => window.__hydratedAtInput), 'React’s root when the input arrived (false: still dehydrated)').toBe('false');
  return judgeInteraction(figure);
}

for (const tap of firstTaps) {
  test(`${tap.interaction}: its cost while the app hydrates${tap.answered ? ', and once idle' : ''}`, async ({ page }) => {
    const problems = await whileHydrating(page, tap);
    const { answered } = tap;
    if (answered) {
      // The same once the page is idle, on the same load: the service worker's registration code is its last request.
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/workbox-window')));
      const before = await page.locator(heroSlider).inputValue();
      const input = await tap.aim(page);
      problems.push(...judgeInteraction(await timeInteraction(page, tap.interaction, 'idle', `${tap.path}, the same load`, input)));
      await answered(page, before);
      // And by key (no key reaches the slider while the app hydrates: it is disabled until then).
      const value = Number(await page.locator(heroSlider).inputValue());
      const press = async () => {
        await page.locator(heroSlider).focus();
        await page.keyboard.press(value < 100 ? 'ArrowRight' : 'ArrowLeft');
      };
      problems.push(...judgeInteraction(await timeInteraction(page, 'comparison by key', 'idle', `${tap.path}, the same load`, press)));
      await expect(page.locator(heroSlider)).toHaveValue(String(value < 100 ? value + 1 : value - 1));
    }
    expect(problems, 'interactions over their budgets').toEqual([]);
  });
}
