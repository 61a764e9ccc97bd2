import type { Page } from '@playwright/test';
import { comparisonLabels, heroComparison } from '../../src/content/home.ts';
import { sliderOf } from '../../src/components/BeforeAfter/BeforeAfter.journey.ts';
import { type Interaction, judgeInteraction, leastCost, timeInteraction, watchEventTiming } from '../../tooling/interactionCost.ts';
import { expect, test, waitForLastRequest } from '../support/fixtures.ts';
import { conditionHangMs } from '../../tooling/hangs.ts';
import { viewports } from '../support/viewports.ts';

/**
 * What the first input costs while the app hydrates (tooling/interactionCost.ts):
 * each interaction a visitor can begin a visit with, on a load of its own,
 * made at the first moment React listens on the page and has adopted
 * nothing. The same once the page is idle are timed on the sweep's visits
 * (tests/sweep/states.ts); the comparison's here, on the drag's load.
 * Chromium's CPU throttle is not used to lengthen hydration instead: the
 * thread time it reports grew with the throttle in one run of two (FAQ open:
 * 8 host-ms at a rate of 1; 8 and 41 at 4).
 */

declare global {
  interface Window {
    /** React's root when the first input arrived: 'false' while still dehydrated. */
    __hydratedAtInput?: string;
  }
  interface Navigator {
    /** Chromium's: whether an input event waits for the main thread. */
    readonly scheduling?: { isInputPending(): boolean };
  }
}

const heroSlider = sliderOf(heroComparison.title);

/**
 * Where the input goes, read before the moment with the pointer moved there,
 * and the input itself, made at once: the press is the first event after it.
 */
type Aim = (page: Page) => Promise<() => Promise<void>>;

const click =
  (selector: string): Aim =>
  async (page) => {
    const control = page.locator(selector).first();
    await control.scrollIntoViewIfNeeded();
    const box = await control.boundingBox();
    if (!box) throw new Error(`${selector} is not drawn`);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    return async () => {
      await page.mouse.down();
      await page.mouse.up();
    };
  };

/** From the divider to a quarter of the way across, the way there is more room. */
const dragHero: Aim = async (page) => {
  const frame = page.locator(heroSlider).locator('..');
  await frame.scrollIntoViewIfNeeded();
  const box = await frame.boundingBox();
  if (!box) throw new Error('the first screen’s comparison is not drawn');
  const value = Number(await page.locator(heroSlider).inputValue());
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + (box.width * value) / 100, y);
  return async () => {
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * (value > 50 ? 0.25 : 0.75), y, { steps: 5 });
    await page.mouse.up();
  };
};

// The comparison's slider is disabled until the app has adopted it (BeforeAfter.tsx): a drag on it is what a visitor
// can try while the app hydrates, and no key reaches it then.
const firstInputs: readonly { interaction: Interaction; path: string; aim: Aim }[] = [
  { interaction: 'menu open', path: '/', aim: click('header button[aria-haspopup="dialog"]') },
  { interaction: 'FAQ open', path: '/pricing', aim: click('main details summary') },
  { interaction: 'comparison by drag', path: '/', aim: dragHero },
  { interaction: 'inspect view open', path: '/', aim: click(`main button[aria-label="${comparisonLabels.inspectName(heroComparison.title)}"]`) },
  { interaction: 'contact form with errors', path: '/contact', aim: click('main form button[type="submit"]') },
];

/** The request that tells the test the page is held (answered by the test, never by a server). */
const heldSignal = '/__held-for-input';

/**
 * Holds the page's main thread from the moment React starts adopting it
 * (`data-hydrated="false"`, set in the task that creates the root: src/main.tsx)
 * until an input has arrived (or the hang bound), so that the input is the
 * next thing the page does, on any machine. The test hears of the moment by a
 * synchronous request it answers itself: an asynchronous one, a beacon or a
 * console message leaves only once the task ends.
 */
function holdHydrationForInput({ hangMs, signal }: { hangMs: number; signal: string }) {
  new MutationObserver((_, observer) => {
    if (document.documentElement.dataset.hydrated !== 'false') return;
    observer.disconnect();
    const request = new XMLHttpRequest();
    request.open('POST', signal, false);
    request.send();
    const until = performance.now() + hangMs;
    while (!navigator.scheduling?.isInputPending() && performance.now() < until);
    // The document: <html> may not exist yet when an init script runs.
  }).observe(document, { subtree: true, attributeFilter: ['data-hydrated'] });
}

/** React's own notion of the moment, from its fields on the container as React DOM 19 names them (the version is pinned). */
function noteRootAtInput() {
  const note = () => {
    type Root = { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } };
    const container = document.getElementById('root') as unknown as Record<string, Root> | null;
    const key = container ? Object.keys(container).find((name) => name.startsWith('__reactContainer$')) : undefined;
    const dehydrated = key ? container?.[key]?.stateNode?.current?.memoizedState?.isDehydrated : undefined;
    window.__hydratedAtInput ??= key === undefined ? 'not started' : String(!dehydrated);
  };
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, note, { capture: true });
}

test.use({ viewport: viewports.mobile, reducedMotion: 'reduce' });

for (const { interaction, path, aim } of firstInputs) {
  const comparison = interaction === 'comparison by drag';
  test(`${interaction}: its cost while the app hydrates${comparison ? ', and by drag and key once idle' : ''}`, async ({ page }) => {
    await page.addInitScript(noteRootAtInput);
    await page.addInitScript(watchEventTiming);
    await page.addInitScript(holdHydrationForInput, { hangMs: conditionHangMs, signal: heldSignal });
    await page.route(`**${heldSignal}`, (route) => route.fulfill({ status: 204 }));
    const firstInput = async () => {
      const figure = await timeInteraction(page, interaction, 'hydrating', `${path}, a load of its own`, async () => {
        const held = page.waitForRequest((request) => request.url().endsWith(heldSignal));
        await page.goto(path, { waitUntil: 'commit' });
        const input = await aim(page);
        await held;
        await input();
      });
      expect(await page.evaluate(() => window.__hydratedAtInput), 'whether React had adopted the page when the input came').toBe('false');
      return figure;
    };
    // Over its budget, made again on a fresh load (leastCost).
    const hydrating = await leastCost(firstInput);
    const problems = judgeInteraction(hydrating);
    if (comparison) {
      await waitForLastRequest(page);
      const slider = page.locator(heroSlider);
      const before = Number(await slider.inputValue());
      problems.push(...judgeInteraction(await timeInteraction(page, interaction, 'idle', `${path}, the same load`, await aim(page))));
      const dragged = Number(await slider.inputValue());
      expect(dragged, 'the divider after the drag').not.toBe(before);
      const press = async () => {
        await slider.focus();
        await page.keyboard.press(dragged < 100 ? 'ArrowRight' : 'ArrowLeft');
      };
      problems.push(...judgeInteraction(await timeInteraction(page, 'comparison by key', 'idle', `${path}, the same load`, press)));
      await expect(slider).toHaveValue(String(dragged < 100 ? dragged + 1 : dragged - 1));
    }
    expect(problems, 'interactions over their budgets').toEqual([]);
  });
}
