import { describe, expect } from 'vitest';
import { examples } from '../../src/content/examples.ts';
import { comparisonLabels, heroComparison } from '../../src/content/home.ts';
import { axeViolations } from '../support/axe.ts';
import { clickOpen, commandFor, inspectButton, photosLoaded, viewClosed, viewOpen } from './conditions.ts';
import { conditionHangMs } from '../../tooling/hangs.ts';
import type { Journey, Session } from './journeys.ts';
import {
  origin,
  valueText,
  isHydrated,
  focusNow,
  comparison,
  examplesSlider,
  heroSlider,
  heroAfter,
  firstScreen,
  observeLargestPaint,
  largestPaint,
  fullSizeRequests,
  inspectView,
  focused,
  windowActive,
  inactiveWindow,
  moveComparison,
  panByKeys,
  cannotCheck,
} from './probes.ts';

/** The comparisons, the first screen and the inspect view, before the app starts and after. */
export function comparisonJourneys(journey: Journey, session: Session): void {
  journey('the comparison: arrows move the divider the way they point, Home and End reach the edges, a drag moves it', async () => {
    const { page } = session;
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
      const { page } = session;
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
        const { page } = session;
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
        const { page, front } = session;
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
}
