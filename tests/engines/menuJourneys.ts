import { describe, expect } from 'vitest';
import { primaryNav } from '../../src/content/navigation.ts';
import { pageRoutes } from '../routes.ts';
import { menuClosed, menuOpen, menuShownAs, toggleSelector } from './conditions.ts';
import type { Journey, Session } from './journeys.ts';
import { origin, isHydrated, focusNow, windowActive, inactiveWindow } from './probes.ts';

/** The mobile menu, before the app starts (its code blocked, or no script delivered) and once hydrated. */
export function menuJourneys(journey: Journey, session: Session): void {
  describe('the mobile menu', () => {
    journey('before the app starts (its code blocked), Menu opens it, Escape and Close close it, and its links navigate', async () => {
      const { page, front } = session;
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
        const { page, front } = session;
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
            [...document.querySelectorAll('header dialog a[href], header dialog button')].map((item) =>
              (item.getAttribute('aria-label') ?? item.textContent).trim(),
            ),
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
      const { page } = session;
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
}
