// What the engine journeys (journeys.ts and each component's *.journey.ts)
// read in a page and do to it, written once for every engine. Functions passed
// to `page.evaluate` and `page.waitFor` run in the page: they use only their
// arguments.
import { expect, type TestContext } from 'vitest';
import { focusNow } from '../support/focusIndicator.ts';
import { originOf, ports } from '../../tooling/ports.ts';
import type { EnginePage, JourneyKey } from '../support/enginePage.ts';

export const origin = originOf(ports.engines);

export const isHydrated = () => document.documentElement.dataset.hydrated === 'true';

/** Loads `url` and waits until the app has started on it. */
export async function gotoHydrated(page: EnginePage, url: string, after = ''): Promise<void> {
  await page.goto(url);
  await page.waitFor(`${url} never hydrated${after}`, isHydrated);
}

export const focused = (selector: string) => document.activeElement === document.querySelector(selector);

/** Focuses the control `selector` finds, as Tab to it would, and presses `key` there. */
export async function pressOn(page: EnginePage, selector: string, key: JourneyKey = 'Enter'): Promise<void> {
  await page.evaluate((target) => document.querySelector<HTMLElement>(target)?.focus(), selector);
  await page.press(key);
}

/** Whether the dialog is there and `shown`: open, modal or not, or shown as a popover, which leaves `open` false. */
function dialogIs(selector: string, shown: boolean) {
  const dialog = document.querySelector<HTMLDialogElement>(selector);
  return dialog !== null && (dialog.open || dialog.matches(':popover-open')) === shown;
}

/**
 * A modal dialog on the page and the button that opens it, by selector, with
 * the names a failure calls them by ("the menu", "Menu"), and the waits every
 * journey through a dialog makes. `how` names the visitor's act in a failure.
 */
export function modal(page: EnginePage, parts: { readonly dialog: string; readonly opener: string; readonly name: string; readonly openerName: string }) {
  const { dialog, opener, name, openerName } = parts;
  const closes = (message: string) => page.waitFor(message, dialogIs, dialog, false);
  return {
    ...parts,
    closes,
    /** Does `act` and waits until the dialog shows. */
    async opens(how: string, act: () => Promise<void>) {
      await act();
      await page.waitFor(`${how} did not open ${name}`, dialogIs, dialog, true);
    },
    /** Does `act` and waits until the dialog has closed and the focus is back on its opener. */
    async closesBack(how: string, act: () => Promise<void>) {
      await act();
      await closes(`${how} did not close ${name}`);
      await page.waitFor(`${how} did not return focus to ${openerName}`, focused, opener);
    },
  };
}
export type Modal = ReturnType<typeof modal>;

/** Where focus is now, which must be a stop inside the open dialog (never the dialog itself) that shows its focus; `at` names the key press. */
export async function focusInDialog(page: EnginePage, at: string) {
  const focus = await focusNow(page);
  expect(focus.inDialog && focus.tag !== 'dialog', `${at} left the dialog for "${focus.text}" (${focus.tag})`).toBe(true);
  expect(focus.indicator, `${at}: the focus indicator of "${focus.text}"`).toBeNull();
  return focus;
}

/**
 * The one check that focus stays inside an open modal dialog (the menu, the
 * inspect view): Tab twice round it, then Shift+Tab twice round. Every stop is
 * inside the dialog, never the dialog itself, and shows its focus; each second
 * round meets the first's stops in the same order, and Shift+Tab meets Tab's
 * in the reverse order, so the wrap works both ways. `stops` is how many the
 * dialog has: a round that reaches fewer fails. Returns the stops as Tab met them.
 */
export async function tabStaysInside(page: EnginePage, where: string, stops: number): Promise<string[]> {
  const round = async (shift: boolean) => {
    const key = shift ? 'Shift+Tab' : 'Tab';
    const seen: string[] = [];
    for (let step = 0; step < stops * 2; step += 1) {
      await page.press('Tab', { shift });
      const focus = await focusInDialog(page, `${page.engine}, ${where}: ${key} ${step + 1}`);
      seen.push(`${focus.tag} "${focus.text}"`);
    }
    expect(seen.slice(stops), `${page.engine}, ${where}: ${key}'s second round`).toEqual(seen.slice(0, stops));
    expect(new Set(seen).size, `${page.engine}, ${where}: the stops ${key} reached`).toBe(stops);
    return seen.slice(0, stops);
  };
  const forwards = await round(false);
  const backwards = await round(true);
  const cycle = [...forwards, ...forwards].join(' → ');
  expect(cycle, `${page.engine}, ${where}: Shift+Tab met the stops in another order than Tab's reversed`).toContain([...backwards].reverse().join(' → '));
  return forwards;
}

/** No engine draws a focus ring in an inactive window, so a focus check first needs the window to have the keyboard. */
export async function expectWindowActive(page: EnginePage): Promise<void> {
  expect(await page.evaluate(() => document.hasFocus()), 'the browser window does not have the keyboard focus, so no focus can show').toBe(true);
}

/** An assertion this engine cannot make, said in the report (an annotation) and in the run's output, never passed in silence. */
export async function cannotCheck(context: TestContext, reason: string): Promise<void> {
  console.info(`not checked: ${reason}`);
  await context.annotate(reason, 'not checked');
}

/** Where the page's service worker is: registered or not, and each slot's state. */
const workerState = (page: EnginePage) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      registered: Boolean(registration),
      installing: registration?.installing?.state ?? null,
      waiting: registration?.waiting?.state ?? null,
      active: registration?.active?.state ?? null,
      controller: navigator.serviceWorker.controller?.state ?? null,
    };
  });

/**
 * Waits until the first service worker has installed, activated and taken the
 * page: every page is saved by then (as tests/support/fixtures.ts waits in
 * Chromium; `ready` alone resolves while it is still activating). The wait goes
 * on, up to four hang bounds, only while a worker is still on its way
 * (installing, waiting or activating), and a failure says where it stopped.
 */
export async function untilControlled(page: EnginePage) {
  for (let poll = 1; ; poll += 1) {
    try {
      await page.waitFor('the service worker never took control', () => navigator.serviceWorker.controller?.state === 'activated');
      return;
    } catch (error) {
      const worker = await workerState(page);
      const onItsWay = worker.installing !== null || worker.waiting !== null || worker.active === 'activating';
      if (!onItsWay || poll === 4)
        throw new Error(`${error instanceof Error ? error.message : String(error)}; the worker after ${poll} polls: ${JSON.stringify(worker)}`);
    }
  }
}

/** What a page shows instead of what a journey waited for, and who answered it (its service worker). */
export async function whatShows(page: EnginePage): Promise<string> {
  const shown = await Promise.all([
    page.evaluate(() => ({ url: location.href, title: document.title, text: document.body.innerText.trim().slice(0, 160) })),
    workerState(page),
  ])
    .then(([seen, worker]) => ({ ...seen, worker }))
    .catch((error: unknown) => `nothing could be read (${error instanceof Error ? error.message : String(error)})`);
  return `the page shows ${JSON.stringify(shown)}`;
}
