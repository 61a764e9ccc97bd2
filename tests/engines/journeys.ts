import { afterAll, beforeAll, describe, expect, type TestContext, test } from 'vitest';
import { site } from '../../src/config/site.ts';
import { contactFields, contactFormCopy } from '../../src/content/contact.ts';
import { examples } from '../../src/content/examples.ts';
import { comparisonLabels, heroComparison, sectionIntros } from '../../src/content/home.ts';
import { termsOfService } from '../../src/content/legal/terms.ts';
import { primaryNav } from '../../src/content/navigation.ts';
import { axeViolations } from '../support/axe.ts';
import { focusIndicatorScript } from '../support/focusIndicator.ts';
import { originOf, ports } from '../support/ports.ts';
import { pageRoutes, routes } from '../routes.ts';
import { pageLooks, stateLooks } from './looks.ts';
import { clickOpen, commandFor, inspectButton, menuClosed, menuOpen, menuShownAs, photosLoaded, toggleSelector, viewClosed, viewOpen } from './pageState.ts';
import type { EnginePage } from './support/engine.ts';
import { type SwitchableOrigin, switchableOrigin } from './support/switchableOrigin.ts';
import { conditionHangMs } from '../support/hangs.ts';

const origin = originOf(ports.engines);
const valueText = sectionIntros.examples.comparison.valueText;

const isHydrated = () => document.documentElement.dataset.hydrated === 'true';

/**
 * Where focus is, and why it does not show (`indicator`: null when it shows), by the one rule
 * every engine is held to (tests/support/focusIndicator.ts), put in the page first.
 */
async function focusNow(page: EnginePage) {
  await page.inject(focusIndicatorScript);
  return page.evaluate(() => {
    const active = document.activeElement;
    const problem = window.__focusIndicatorProblem;
    if (!problem) throw new Error('the focus-indicator rule is not in the page');
    if (!(active instanceof HTMLElement) || active === document.body)
      return { tag: 'body', text: '', indicator: 'focus is on no element', inMain: false, inDialog: false };
    return {
      tag: active.tagName.toLowerCase(),
      text: (active.getAttribute('aria-label') ?? active.textContent).trim(),
      indicator: problem(active),
      inMain: Boolean(active.closest('main')),
      inDialog: Boolean(active.closest('dialog')),
    };
  });
}

/** A comparison as drawn, found by its slider: the divider's distance from the left (%), what the slider says, and where it is. */
function comparison(slider: string) {
  const input = document.querySelector<HTMLInputElement>(slider);
  const handle = input?.nextElementSibling;
  const frame = input?.parentElement;
  if (!input || !handle || !frame) throw new Error(`no comparison ${slider} on the page`);
  const box = frame.getBoundingClientRect();
  const line = handle.getBoundingClientRect();
  return {
    divider: Math.round(((line.left + line.width / 2 - box.left) / box.width) * 100),
    valueText: input.getAttribute('aria-valuetext') ?? '',
    box: { left: box.left, top: box.top, width: box.width, height: box.height },
  };
}

const examplesSlider = '#examples input[type="range"]';
const heroSlider = `main figure input[type="range"][aria-label="${comparisonLabels.slider(heroComparison.title)}"]`;
/** The first screen's "after" photo: fetched first, and (it or the same-sized before photo) the page's largest paint. */
const heroAfter = 'main figure img[fetchpriority="high"]';

/**
 * The first screen as loaded, before anything scrolls: whether the hero's
 * comparison lies wholly inside the first viewport, and how its "after"
 * photo was fetched and which crop the browser chose.
 */
function firstScreen(slider: string, after: string) {
  const input = document.querySelector(slider);
  const image = document.querySelector<HTMLImageElement>(after);
  if (!input || !image) throw new Error('the first screen has no comparison');
  // Page coordinates, so the answer holds whatever the page has scrolled since.
  const box = input.getBoundingClientRect();
  const top = box.top + scrollY;
  const left = box.left + scrollX;
  // The media query of the phone crop, as the page's own <source> says it.
  const narrowMedia = image.parentElement?.querySelector('source[media]')?.getAttribute('media');
  return {
    viewport: { width: innerWidth, height: innerHeight },
    narrow: narrowMedia ? matchMedia(narrowMedia).matches : 'no art direction',
    inFirstViewport: top >= 0 && left >= 0 && top + box.height <= innerHeight && left + box.width <= innerWidth,
    box: { top, left, bottom: top + box.height, right: left + box.width },
    after: { loaded: image.complete && image.naturalWidth > 0, loading: image.loading, source: image.currentSrc },
  };
}

/** Keeps the page's latest largest-contentful-paint candidate, from the start of the load (buffered). */
function observeLargestPaint() {
  const page = window as Window & { __largestPaint?: Element | null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) page.__largestPaint = (entry as LargestContentfulPaint).element;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/**
 * What the latest largest-contentful-paint candidate is: a photo of the
 * comparison `after` belongs to (answered as `after`), another element
 * (named), or none yet. Either photo counts: the before and after photos are
 * the same size, a later paint must be strictly larger to take over, and so
 * the one painted first stays the largest; under load Firefox now and then
 * paints the before photo first.
 */
function largestPaint(after: string) {
  const element = (window as Window & { __largestPaint?: Element | null }).__largestPaint;
  if (element === undefined) return 'no entry yet';
  if (element === null) return 'an element since removed';
  const comparison = document.querySelector(after)?.closest('figure');
  if (element instanceof HTMLImageElement && comparison?.contains(element)) return after;
  return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${element.textContent.trim().slice(0, 40)}"`;
}

/** The full-size files the page has requested, by URL: the inspect view's, which only opening it may fetch. */
const fullSizeRequests = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.includes('-full-'))
    .sort();

/** An inspect view as the visitor meets it, found by its dialog's selector. */
function inspectView(dialog: string) {
  const element = document.querySelector<HTMLDialogElement>(dialog);
  const area = element?.querySelector<HTMLElement>('[role="region"]');
  const divider = element?.querySelector<HTMLInputElement>('input[type="range"]');
  if (!element || !area || !divider) throw new Error(`no inspect view ${dialog}`);
  return {
    modal: element.matches(':modal'),
    name: document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
    photos: [...element.querySelectorAll('img')].map((image) => image.src),
    areaName: area.getAttribute('aria-label'),
    focus:
      document.activeElement === area
        ? 'area'
        : document.activeElement === divider
          ? 'divider'
          : element.contains(document.activeElement)
            ? 'inside'
            : 'outside',
    scroll: { left: area.scrollLeft, top: area.scrollTop },
    dividerText: divider.getAttribute('aria-valuetext') ?? '',
    stops: element.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])').length,
  };
}

const focused = (selector: string) => document.activeElement === document.querySelector(selector);

/** Whether a view's photo area is panned further than `from` along one axis. */
function pannedPast(dialog: string, axis: 'left' | 'top', from: number) {
  const area = document.querySelector(`${dialog} [role="region"]`);
  return ((axis === 'left' ? area?.scrollLeft : area?.scrollTop) ?? 0) > from;
}

/** No engine draws a focus ring in an inactive window, so a focus check first needs the window to have the keyboard. */
const windowActive = () => document.hasFocus();
const inactiveWindow = 'the browser window does not have the keyboard focus, so no focus can show';

/**
 * Moves a comparison's divider as a visitor would, from where it starts (the
 * middle): arrows the way they point, Home and End to the edges, then a mouse
 * drag from a quarter of the way across to four fifths. The comparison must
 * be in view.
 */
async function moveComparison(page: EnginePage, slider: string): Promise<void> {
  await page.waitFor('the comparison stayed disabled', (selector) => document.querySelector<HTMLInputElement>(selector)?.disabled === false, slider);
  await page.evaluate((selector) => document.querySelector<HTMLInputElement>(selector)?.focus({ preventScroll: true }), slider);
  const start = await page.evaluate(comparison, slider);
  expect(start.divider).toBe(50);
  expect(start.valueText).toBe(valueText(50));
  for (let press = 0; press < 10; press += 1) await page.press('ArrowRight');
  const right = await page.evaluate(comparison, slider);
  expect(right.divider, 'ArrowRight moved the divider the wrong way').toBe(60);
  expect(right.valueText).toBe(valueText(60));
  for (let press = 0; press < 20; press += 1) await page.press('ArrowLeft');
  expect((await page.evaluate(comparison, slider)).divider, 'ArrowLeft moved the divider the wrong way').toBe(40);
  await page.press('Home');
  expect(await page.evaluate(comparison, slider)).toMatchObject({ divider: 0, valueText: valueText(0) });
  await page.press('End');
  expect(await page.evaluate(comparison, slider)).toMatchObject({ divider: 100, valueText: valueText(100) });

  const { box } = await page.evaluate(comparison, slider);
  const y = box.top + box.height / 2;
  await page.drag({ x: box.left + box.width * 0.25, y }, { x: box.left + box.width * 0.8, y });
  // The driver returns once it has sent the pointer's moves; the page handles them in its own time.
  await page.waitFor(
    'a drag from 25% to 80% did not leave the divider at 80%',
    (selector) => document.querySelector<HTMLInputElement>(selector)?.value === '80',
    slider,
  );
  const dragged = await page.evaluate(comparison, slider);
  expect(dragged.divider).toBe(80);
  expect(dragged.valueText).toBe(valueText(80));
}

/**
 * The arrow keys pan a view's focused photo area: ArrowRight to the right,
 * ArrowDown down. Each is waited for: the browser may animate the scroll,
 * and WebKit lands it only at its next frame.
 */
async function panByKeys(page: EnginePage, dialog: string): Promise<void> {
  const start = (await page.evaluate(inspectView, dialog)).scroll;
  await page.press('ArrowRight');
  await page.waitFor('ArrowRight did not pan the photo right', pannedPast, dialog, 'left', start.left);
  await page.press('ArrowDown');
  await page.waitFor('ArrowDown did not pan the photo down', pannedPast, dialog, 'top', start.top);
}

/** An assertion this engine cannot make, said in the report (an annotation) and in the run's output, never passed in silence. */
async function cannotCheck(context: TestContext, reason: string): Promise<void> {
  console.info(`not checked: ${reason}`);
  await context.annotate(reason, 'not checked');
}

type JourneyTitle =
  | `sweep: ${string} answers with its status, title and heading, hydrates with no console error, has no axe violation, looks as its baselines, and its skip link and tab stops work`
  | 'before the app starts (its code blocked), Menu opens it, Escape and Close close it, and its links navigate'
  | 'with no script delivered (boot.js failed), scripting on: Menu opens it from the keyboard, Tab reaches its links and stays, Escape and Close close it, a link navigates'
  | 'once hydrated: opens from the keyboard, Tab wraps inside, Escape and Close return focus, a link closes it'
  | 'the contact form: an error summary, field errors, nothing typed lost, then the mailto hand-off'
  | 'the comparison: arrows move the divider the way they point, Home and End reach the edges, a drag moves it'
  | "the first screen, at a phone's width and a desktop's: the hero's comparison in view, its after photo loaded at once and the largest paint, its divider moved by keys and a drag"
  | 'the inspect view, from the hero and from an example: its files fetched only on opening, focus inside, arrows pan, the divider moves, Tab stays, Escape and Close return focus, no axe violation'
  | 'the inspect view before the app starts (its code blocked): View at 100% opens it, the photo pans from the keyboard, Escape closes it and focus returns'
  | 'after one visit, the pages and the legal text read offline';

/**
 * The journeys where engines differ, written once and registered for one
 * engine: statuses and console errors, axe, the skip link and the keyboard,
 * the mobile menu before the app starts and after, the contact form, the
 * comparisons, the first screen, the inspect view before the app starts and
 * after, and reading offline.
 */
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
 * page: every page is saved by then (as tests/support/sw.ts waits in Chromium;
 * `ready` alone resolves while it is still activating). Installing fetches
 * every precached file. The whole journey takes WebKit 4-5 s, alone or beside
 * two busy loops and a build; but once, in a loaded npm test with more beside
 * it, no worker took control within a 15 s poll, in both tries, and nothing
 * said why. So the wait goes on, up to four polls, only while a worker is
 * still on its way (installing, waiting or activating), and a failure says
 * where the worker stopped.
 */
async function untilControlled(page: EnginePage) {
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

/**
 * What a page shows instead of what a journey waited for, and who answered it:
 * in one loaded npm test WebKit showed no home page offline, in both tries,
 * with its worker in control a moment before, and the failure said no more.
 */
async function whatShows(page: EnginePage): Promise<string> {
  const shown = await Promise.all([
    page.evaluate(() => ({ url: location.href, title: document.title, text: document.body.innerText.trim().slice(0, 160) })),
    workerState(page),
  ])
    .then(([seen, worker]) => ({ ...seen, worker }))
    .catch((error: unknown) => `nothing could be read (${error instanceof Error ? error.message : String(error)})`);
  return `the page shows ${JSON.stringify(shown)}`;
}

export function journeys(launch: () => Promise<EnginePage>, ownPort: number): void {
  const journey = (title: JourneyTitle, body: (context: TestContext) => Promise<void>, options: { readonly retry?: number } = {}) => test(title, options, body);
  let page: EnginePage;
  let front: SwitchableOrigin;

  beforeAll(async () => {
    [page, front] = await Promise.all([launch(), switchableOrigin(origin, ownPort)]);
  });
  afterAll(async () => {
    await Promise.all([page.close(), front.close()]);
  });

  // The sweep of this engine: one page load per route, every check that only reads (the skip link
  // and Tab move focus, nothing else). One test per route, so each has the whole time cap: in one
  // loaded npm test (load average 17 on two cores) WebKit took over 60 s for all seven pages with
  // axe, which it runs in 15 s alone.
  for (const route of routes) {
    journey(
      `sweep: ${route.path} answers with its status, title and heading, hydrates with no console error, has no axe violation, looks as its baselines, and its skip link and tab stops work`,
      async () => {
        expect((await fetch(`${origin}${route.path}`)).status, route.path).toBe(route.status);
        await page.setViewport(1280, 800);
        await page.goto(`${origin}${route.path}`);
        await page.waitFor(`${route.path} never hydrated`, isHydrated);
        expect(await page.evaluate(() => [document.title, document.querySelector('h1')?.textContent])).toEqual([route.title, route.h1]);
        expect(await axeViolations(page, `${page.engine}, ${route.path} as loaded`)).toEqual([]);
        // How it looks, before the keyboard moves focus; the states a visitor brings it into come last.
        const looks = await pageLooks(page, route);

        // The skip link is the first stop and leads into main; every stop after it shows its focus.
        expect(await page.evaluate(windowActive), inactiveWindow).toBe(true);
        await page.press('Tab');
        const skipLink = await focusNow(page);
        expect([skipLink.tag, skipLink.text], `${page.engine}, ${route.path} as loaded: the first Tab`).toEqual(['a', 'Skip to main content']);
        expect(skipLink.indicator, `${page.engine}, ${route.path} as loaded: the skip link's focus indicator`).toBeNull();
        await page.press('Enter');
        await page.waitFor('focus did not move to main', () => document.activeElement === document.querySelector('main'));
        await page.press('Tab');
        expect((await focusNow(page)).inMain).toBe(true);
        // A few stops on: on /terms eight, as the contents list begins (on the home page the first
        // comparison's control, whose focus its drawing shows, is among them).
        const stops = route.key === 'terms' ? 8 : 3;
        for (let step = 0; step < stops; step += 1) {
          await page.press('Tab');
          const focus = await focusNow(page);
          expect(focus.tag, `${route.path}: Tab ${step + 1} reached no control`).not.toBe('body');
          expect(focus.indicator, `${page.engine}, ${route.path} as loaded: Tab ${step + 1}: the focus indicator of "${focus.text}"`).toBeNull();
        }
        expect(await page.errors(), `console errors on ${route.path}`).toEqual([]);
        looks.push(...(await stateLooks(page, route)));
        expect(looks, `how ${route.path} looks in ${page.engine}`).toEqual([]);
        expect(await page.errors(), `console errors on ${route.path}`).toEqual([]);
      },
    );
  }

  describe('the mobile menu', () => {
    journey('before the app starts (its code blocked), Menu opens it, Escape and Close close it, and its links navigate', async () => {
      front.setMode('app-blocked');
      try {
        await page.setViewport(375, 812);
        await page.goto(`${front.origin}/pricing`);
        await page.click(toggleSelector);
        await page.waitFor('Menu did not open the menu before the app started', menuOpen);
        expect(await page.evaluate(() => document.querySelector('dialog')?.matches(':modal'))).toBe(true);
        await page.press('Escape');
        await page.waitFor('Escape did not close the menu', menuClosed);
        await page.click(toggleSelector);
        await page.waitFor('Menu did not reopen the menu', menuOpen);
        await page.click('dialog button');
        await page.waitFor('Close did not close the menu', menuClosed);
        await page.click(toggleSelector);
        await page.waitFor('Menu did not reopen the menu', menuOpen);
        await page.click('dialog nav a[href="/contact"]');
        await page.waitFor('the menu link did not navigate', () => location.pathname === '/contact');
        expect(await page.evaluate(() => [document.querySelector('h1')?.textContent, document.documentElement.dataset.hydrated ?? 'not hydrated'])).toEqual([
          pageRoutes.find((route) => route.path === '/contact')?.h1,
          'not hydrated',
        ]);
        await page.waitFor('the menu stayed open on the new page', menuClosed);
      } finally {
        front.setMode('online');
      }
    });

    // Issue 35, item 7: with boot.js lost, no script of the site runs although scripting is on, so
    // the page is styled for scripting (a Menu button, no links in the header). Engines with invoker
    // commands open the menu by them; the others (WebKitGTK 2.50, Safari before 26.2) must too.
    journey(
      'with no script delivered (boot.js failed), scripting on: Menu opens it from the keyboard, Tab reaches its links and stays, Escape and Close close it, a link navigates',
      async () => {
        front.setMode('boot-blocked');
        try {
          expect((await fetch(`${front.origin}/boot.js`)).status, 'the front still delivers boot.js').toBe(404);
          await page.setViewport(375, 812);
          await page.goto(`${front.origin}/pricing`);
          expect(await page.evaluate(windowActive), inactiveWindow).toBe(true);
          const focusOnMenu = (message: string) =>
            page.waitFor(message, (selector) => document.activeElement === document.querySelector(selector), toggleSelector);
          const tabTo = async (text: string, stops: number) => {
            for (let step = 0; step < stops && (await focusNow(page)).text !== text; step += 1) await page.press('Tab');
            expect((await focusNow(page)).text, `Tab did not reach ${text} in the menu`).toBe(text);
          };
          await page.evaluate((selector) => document.querySelector<HTMLElement>(selector)?.focus(), toggleSelector);
          await page.press('Enter');
          await page.waitFor('Enter on Menu opened nothing with no script delivered', menuOpen);
          const shownAs = await page.evaluate(menuShownAs);
          const commands = await page.evaluate(() => 'command' in HTMLButtonElement.prototype);
          // By its invoker command a modal dialog; without them the browser's popover, whose page behind is hidden.
          expect(shownAs).toBe(commands ? 'modal' : 'popover');

          // Tab reaches every stop of the menu in order, each showing its focus. Not past the last: there
          // the browser may take the focus to its own controls, and Firefox keeps it for the session.
          const items = await page.evaluate(() =>
            [...document.querySelectorAll('header dialog a[href], header dialog button')].map((item) => item.textContent.trim()),
          );
          expect(items).toEqual(expect.arrayContaining(primaryNav.map((item) => item.label)));
          let focus = await focusNow(page);
          // Opening put the focus on the menu's first stop, or left it on Menu, where the first Tab goes in.
          if (!focus.inDialog) {
            await page.press('Tab');
            focus = await focusNow(page);
          }
          const seen: string[] = [];
          for (;;) {
            expect(focus.inDialog && focus.tag !== 'dialog', `Tab ${seen.length + 1} in the menu reached "${focus.text}" (${focus.tag})`).toBe(true);
            expect(
              focus.indicator,
              `${page.engine}, /pricing with the menu open, no script delivered: Tab ${seen.length + 1}: the focus indicator of "${focus.text}"`,
            ).toBeNull();
            seen.push(focus.text);
            if (seen.length === items.length) break;
            await page.press('Tab');
            focus = await focusNow(page);
          }
          expect(seen, 'the stops Tab reached in the menu').toEqual(items);
          // Nothing behind the menu can take the focus (inert behind a modal dialog, or hidden).
          const takesFocus = await page.evaluate(() => {
            const before = document.activeElement;
            const behind = [...document.querySelectorAll<HTMLElement>('a[href], button, input, textarea, select, summary, [tabindex]')].filter(
              (element) => !element.closest('dialog'),
            );
            const taken = behind.filter((element) => {
              element.focus({ preventScroll: true });
              return document.activeElement === element;
            });
            if (before instanceof HTMLElement) before.focus({ preventScroll: true });
            return taken.map(
              (element) => `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent).trim().slice(0, 40)}"`,
            );
          });
          expect(takesFocus, 'controls behind the open menu that take the focus').toEqual([]);
          expect(await focusNow(page)).toMatchObject({ inDialog: true, text: items.at(-1) });

          await page.press('Escape');
          await page.waitFor('Escape did not close the menu', menuClosed);
          await focusOnMenu('Escape did not return focus to Menu');
          await page.press('Enter');
          await page.waitFor('Enter on Menu did not reopen the menu', menuOpen);
          await tabTo('Close menu', items.length);
          await page.press('Enter');
          await page.waitFor('Close did not close the menu', menuClosed);
          await focusOnMenu('Close did not return focus to Menu');

          await page.press('Enter');
          await page.waitFor('Enter on Menu did not reopen the menu', menuOpen);
          const contact = primaryNav.find((item) => item.to === '/contact');
          await tabTo(contact?.label ?? 'Contact', items.length);
          await page.press('Enter');
          await page.waitFor('the menu link did not navigate', () => location.pathname === '/contact');
          await page.waitFor('the contact page did not arrive', () => document.readyState === 'complete');
          expect(await page.evaluate(() => [document.querySelector('h1')?.textContent, document.documentElement.dataset.hydrated ?? 'not hydrated'])).toEqual([
            pageRoutes.find((route) => route.path === '/contact')?.h1,
            'not hydrated',
          ]);
          expect(await page.evaluate(menuShownAs), 'the menu on the new page').toBe('closed');
        } finally {
          front.setMode('online');
        }
      },
    );

    journey('once hydrated: opens from the keyboard, Tab wraps inside, Escape and Close return focus, a link closes it', async () => {
      await page.setViewport(375, 812);
      await page.goto(`${origin}/pricing`);
      await page.waitFor('never hydrated', isHydrated);
      expect(await page.evaluate(windowActive), inactiveWindow).toBe(true);
      await page.evaluate((selector) => document.querySelector<HTMLElement>(selector)?.focus(), toggleSelector);
      await page.press('Enter');
      await page.waitFor('Enter on Menu did not open the menu', menuOpen);
      // Modal, so Menu behind it is inert: what aria-expanded would have said is not there to be read.
      expect(await page.evaluate(() => document.querySelector('dialog')?.matches(':modal'))).toBe(true);
      const stops = await page.evaluate(() => document.querySelectorAll('dialog a[href], dialog button').length);
      const seen: string[] = [];
      for (let step = 0; step < stops * 2; step += 1) {
        await page.press('Tab');
        const focus = await focusNow(page);
        expect(focus.inDialog, `Tab ${step + 1} left the menu`).toBe(true);
        expect(focus.indicator, `${page.engine}, /pricing with the menu open: Tab ${step + 1}: the focus indicator of "${focus.text}"`).toBeNull();
        seen.push(focus.text);
      }
      expect(seen.slice(stops)).toEqual(seen.slice(0, stops));
      await page.press('Tab', { shift: true });
      expect((await focusNow(page)).inDialog).toBe(true);

      await page.press('Escape');
      await page.waitFor('Escape did not close the menu', menuClosed);
      await page.waitFor('Escape did not return focus to Menu', (selector) => document.activeElement === document.querySelector(selector), toggleSelector);

      await page.press('Enter');
      await page.waitFor('Menu did not reopen the menu', menuOpen);
      await page.click('dialog button');
      await page.waitFor('Close did not close the menu', menuClosed);
      await page.waitFor('Close did not return focus to Menu', (selector) => document.activeElement === document.querySelector(selector), toggleSelector);

      await page.click(toggleSelector);
      await page.waitFor('a click on Menu did not open the menu', menuOpen);
      const contact = primaryNav.find((item) => item.to === '/contact');
      await page.click(`dialog nav a[href="${contact?.to ?? '/contact'}"]`);
      await page.waitFor('the menu link did not navigate', () => location.pathname === '/contact');
      await page.waitFor('choosing a link left the menu open', menuClosed);
      expect(await page.errors()).toEqual([]);
    });
  });

  journey('the contact form: an error summary, field errors, nothing typed lost, then the mailto hand-off', async () => {
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

  journey('the comparison: arrows move the divider the way they point, Home and End reach the edges, a drag moves it', async () => {
    await page.setViewport(1280, 800);
    await page.goto(`${origin}/`);
    await page.waitFor('never hydrated', isHydrated);
    await page.evaluate(
      (selector) => document.querySelector(selector)?.parentElement?.scrollIntoView({ block: 'center', behavior: 'instant' }),
      examplesSlider,
    );
    await moveComparison(page, examplesSlider);
    expect(await page.errors()).toEqual([]);
  });

  journey(
    "the first screen, at a phone's width and a desktop's: the hero's comparison in view, its after photo loaded at once and the largest paint, its divider moved by keys and a drag",
    async (context) => {
      const lcp = await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint'));
      if (!lcp)
        await cannotCheck(context, `${page.engine} reports no largest-contentful-paint entries, so which element is the largest paint is not checked here`);
      for (const [width, height, narrow] of [
        [375, 812, true],
        [1280, 800, false],
      ] as const) {
        await page.setViewport(width, height);
        await page.goto(`${origin}/`);
        if (lcp) await page.evaluate(observeLargestPaint);
        const screen = await page.evaluate(firstScreen, heroSlider, heroAfter);
        const at = `at ${screen.viewport.width}×${screen.viewport.height}`;
        expect(screen.inFirstViewport, `${at} the hero's comparison is not wholly in the first viewport: ${JSON.stringify(screen.box)}`).toBe(true);
        // Eager, so the load event (which goto waits for) waited for it too.
        expect(screen.after, `${at}: the hero's after photo`).toMatchObject({ loaded: true, loading: 'eager' });
        // Art direction: phones get the closer crop.
        expect(screen.narrow, `${at}: the phone crop's media query`).toBe(narrow);
        expect(screen.after.source, `${at}: the crop the browser chose`).toContain(`/${narrow ? heroComparison.narrowPhoto : heroComparison.photo}-after-`);
        if (lcp)
          await expect
            .poll(() => page.evaluate(largestPaint, heroAfter), { message: `${at}: the largest contentful paint`, timeout: conditionHangMs })
            .toBe(heroAfter);
        await page.waitFor('never hydrated', isHydrated);
        await moveComparison(page, heroSlider);
        expect(await page.evaluate(() => [scrollX, scrollY]), `${at}: moving the divider scrolled the page`).toEqual([0, 0]);
        expect(await page.errors()).toEqual([]);
      }
    },
  );

  describe('the inspect view', () => {
    journey(
      'the inspect view, from the hero and from an example: its files fetched only on opening, focus inside, arrows pan, the divider moves, Tab stays, Escape and Close return focus, no axe violation',
      async () => {
        await page.setViewport(1280, 800);
        await page.goto(`${origin}/`);
        await page.waitFor('never hydrated', isHydrated);
        expect(await page.evaluate(windowActive), inactiveWindow).toBe(true);
        const fetched: string[] = [];
        for (const [from, title, slider] of [
          ['the hero', heroComparison.title, heroSlider],
          ['an example', examples[0]?.title ?? '', examplesSlider],
        ] as const) {
          const opener = inspectButton(title);
          const dialog = `dialog[id="${await page.evaluate(commandFor, opener)}"]`;

          expect(await page.evaluate(fullSizeRequests), `full-size files requested before ${from}'s view opened`).toEqual([...fetched].sort());
          await clickOpen(page, opener, dialog, `View at 100% under ${from} did not open its view`);
          const view = await page.evaluate(inspectView, dialog);
          expect(view).toMatchObject({ modal: true, name: comparisonLabels.inspectTitle(title), areaName: comparisonLabels.inspectArea });
          await page.waitFor(`${from}'s full-size photos did not load once its view opened`, photosLoaded, dialog);
          fetched.push(...view.photos);
          expect(await page.evaluate(fullSizeRequests), `the full-size files requested once ${from}'s view opened`).toEqual([...fetched].sort());

          // Opened, the app puts the focus on the photo's area, so the arrow keys pan at once.
          await page.waitFor(`the focus did not move to ${from}'s photo area`, focused, `${dialog} [role="region"]`);
          await panByKeys(page, dialog);

          // The next stop is the divider's control; the comparison behind follows it.
          await page.press('Tab');
          expect((await page.evaluate(inspectView, dialog)).focus).toBe('divider');
          await page.press('ArrowRight');
          expect((await page.evaluate(inspectView, dialog)).dividerText).toBe(valueText(51));
          expect((await page.evaluate(comparison, slider)).valueText).toBe(valueText(51));

          const seen: string[] = [];
          for (let step = 0; step < view.stops * 2; step += 1) {
            await page.press('Tab');
            const focus = await focusNow(page);
            expect(focus.inDialog, `Tab ${step + 1} left the view`).toBe(true);
            expect(focus.indicator, `${page.engine}, / with ${from}'s inspect view open: Tab ${step + 1}: the focus indicator of "${focus.text}"`).toBeNull();
            seen.push(`${focus.tag} ${focus.text}`);
          }
          expect(seen.slice(view.stops)).toEqual(seen.slice(0, view.stops));
          await page.press('Tab', { shift: true });
          expect((await focusNow(page)).inDialog, 'Shift+Tab left the view').toBe(true);

          if (from === 'the hero') expect(await axeViolations(page, `${page.engine}, / with the hero's inspect view open`)).toEqual([]);

          await page.press('Escape');
          await page.waitFor('Escape did not close the view', viewClosed, dialog);
          await page.waitFor('Escape did not return focus to View at 100%', focused, opener);
          await page.press('Enter');
          await page.waitFor('Enter on View at 100% did not reopen the view', viewOpen, dialog);
          await page.click(`${dialog} button[command="close"]`);
          await page.waitFor('Close did not close the view', viewClosed, dialog);
          await page.waitFor('Close did not return focus to View at 100%', focused, opener);
        }
        expect(await page.errors()).toEqual([]);
      },
      // Not run a second time: what the first try fetched stays in the browser's memory cache, so a
      // second could not tell a fetch on opening from one at load. WebKit loads a lazy image it holds
      // at once, with the page, and reports it requested; Firefox takes it from its image cache and
      // reports no request at all.
      { retry: 0 },
    );

    journey(
      'the inspect view before the app starts (its code blocked): View at 100% opens it, the photo pans from the keyboard, Escape closes it and focus returns',
      async () => {
        front.setMode('app-blocked');
        try {
          await page.setViewport(1280, 800);
          await page.goto(`${front.origin}/`);
          const opener = inspectButton(heroComparison.title);
          const dialog = `dialog[id="${await page.evaluate(commandFor, opener)}"]`;
          // Opened by its invoker command, or where there are none (WebKitGTK) by boot.js.
          await clickOpen(page, opener, dialog, 'View at 100% did not open the view before the app started');
          expect(await page.evaluate(inspectView, dialog)).toMatchObject({ modal: true, name: comparisonLabels.inspectTitle(heroComparison.title) });
          await page.waitFor('the full-size photos did not load before the app started', photosLoaded, dialog);
          // The browser put the focus in the view (on its first control); the photo's area is a Tab stop after it.
          expect((await page.evaluate(inspectView, dialog)).focus).not.toBe('outside');
          for (let step = 0; step < 3 && (await page.evaluate(inspectView, dialog)).focus !== 'area'; step += 1) await page.press('Tab');
          expect((await page.evaluate(inspectView, dialog)).focus, 'Tab did not reach the photo area').toBe('area');
          await panByKeys(page, dialog);
          await page.press('Escape');
          await page.waitFor('Escape did not close the view', viewClosed, dialog);
          await page.waitFor('Escape did not return focus to View at 100%', focused, opener);
          expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? 'not hydrated'), 'the app started although its code was blocked').toBe(
            'not hydrated',
          );
        } finally {
          front.setMode('online');
        }
      },
    );
  });

  journey('after one visit, the pages and the legal text read offline', async () => {
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
