import { describe, expect } from 'vitest';
import { site } from '../../config/site.ts';
import { primaryNav } from '../../content/navigation.ts';
import { footerCopy, mobileMenuCopy } from '../../content/shell.ts';
import { pageRoutes } from '../../../tests/routes.ts';
import type { Journey, Session } from '../../../tests/engines/journeys.ts';
import { expectWindowActive, focusInDialog, gotoHydrated, isHydrated, modal, origin, pressOn, tabStaysInside } from '../../../tests/engines/probes.ts';
import { focusNow } from '../../../tests/support/focusIndicator.ts';
import type { EnginePage } from '../../../tests/support/enginePage.ts';

/**
 * MobileMenu's journeys, written once against EnginePage and run in Chromium,
 * Firefox and WebKit (tests/engines/): before the app starts (its code
 * blocked, or no script delivered at all) and once hydrated. What only
 * Chromium can show stays in MobileMenu.spec.ts (its accessibility tree, the
 * mouse wheel) and MobileMenu.first-paint.spec.ts (a menu the app adopts once
 * its held code arrives). The sweep runs axe and the colour pairs with it open.
 * Page functions run in the page: they use only their arguments.
 */

const toggle = 'header button[aria-controls]';
const menuOf = (page: EnginePage) => modal(page, { dialog: 'header dialog', opener: toggle, name: 'the menu', openerName: 'Menu' });
const closeName = `${mobileMenuCopy.close}${mobileMenuCopy.closeHidden}`;
const contact = primaryNav.find((item) => item.to === '/contact');

/**
 * How the menu is shown: as a modal dialog (by its invoker command, boot.js
 * or the app), as a popover (the browser's own fallback where no script runs
 * and invoker commands are missing), or not.
 */
function menuShownAs() {
  const dialog = document.querySelector<HTMLDialogElement>('header dialog');
  if (!dialog) throw new Error('no menu dialog on the page');
  if (dialog.matches(':modal')) return 'modal';
  if (dialog.open) return 'open, not modal';
  return dialog.matches(':popover-open') ? 'popover' : 'closed';
}

/** The menu's links and buttons, by name, and which of them show. */
const menuItems = () =>
  [...document.querySelectorAll<HTMLElement>('header dialog a[href], header dialog button')].map((item) => ({
    name: (item.getAttribute('aria-label') ?? item.textContent).trim(),
    tag: item.localName,
    href: item.getAttribute('href'),
    current: item.getAttribute('aria-current'),
    shown: item.checkVisibility(),
  }));

/** Controls behind the open menu that take the focus, even from script (inert behind a modal dialog, or hidden). */
function focusableBehind() {
  const before = document.activeElement;
  const behind = [...document.querySelectorAll<HTMLElement>('a[href], button, input, textarea, select, summary, [tabindex]')].filter(
    (element) => !element.closest('dialog'),
  );
  const taken = behind.filter((element) => {
    element.focus({ preventScroll: true });
    return document.activeElement === element;
  });
  if (before instanceof HTMLElement) before.focus({ preventScroll: true });
  return taken.map((element) => `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent).trim().slice(0, 40)}"`);
}

/** Marks the page, so that `arrivesAt` can tell a new document from it: before the app starts, a link loads one. */
const markLeaving = () => void Object.assign(window, { pixelliftLeaving: true });

/** A menu link followed to its page: there, its heading, and the menu closed. */
async function arrivesAt(page: EnginePage, to: string, hydrated: boolean) {
  await page.waitFor(`the menu link to ${to} did not navigate`, (path) => location.pathname === path, to);
  if (!hydrated) await page.waitFor(`no new page at ${to}`, () => !('pixelliftLeaving' in window) && document.readyState === 'complete');
  const h1 = pageRoutes.find((route) => route.path === to)?.h1;
  await page.waitFor(`${to} shows no heading "${h1}"`, (text) => document.querySelector('h1')?.textContent === text, h1 ?? '');
  expect(await page.evaluate(menuShownAs), `the menu on ${to}`).toBe('closed');
  if (!hydrated) expect(await page.evaluate(isHydrated), `${to} hydrated with its code blocked`).toBe(false);
}

export function mobileMenuJourneys(journey: Journey, session: Session): void {
  describe('the mobile menu', () => {
    journey('before the app starts (its code blocked), Menu opens it, Escape and Close close it, and every link goes to its page', async () => {
      const { page, front } = session;
      const menu = menuOf(page);
      await front.during('app-blocked', async () => {
        await page.setViewport(375, 812);
        await page.goto(`${front.origin}/pricing`);
        expect(
          await page.evaluate((selector) => document.querySelector(selector)?.getAttribute('commandfor') ?? 'missing', toggle),
          'Menu names the dialog it opens',
        ).toBe(await page.evaluate(() => document.querySelector('header dialog')?.id));
        await menu.opens('a click on Menu before the app started', () => page.click(toggle));
        expect(await page.evaluate(menuShownAs), 'the menu before the app started').toBe('modal');
        const shown = (await page.evaluate(menuItems)).filter((item) => item.shown).map((item) => item.name);
        expect(shown).toEqual(expect.arrayContaining(primaryNav.map((item) => item.label)));
        await menu.closesBack('Escape', () => page.press('Escape'));
        await menu.opens('a click on Menu', () => page.click(toggle));
        await page.byRole('button', closeName).click();
        await menu.closes('Close did not close the menu');
        for (const item of primaryNav) {
          await menu.opens('a click on Menu', () => page.click(toggle));
          await page.evaluate(markLeaving);
          await page.click(`dialog nav a[href="${item.to}"]`);
          await arrivesAt(page, item.to, false);
        }
      });
    });

    // Issue 35, item 7: with boot.js lost, no script of the site runs although scripting is on, so
    // the page is styled for scripting (a Menu button, no links in the header). Engines with invoker
    // commands open the menu by them; the others (WebKitGTK 2.50, Safari before 26.2) must too.
    journey(
      'with no script delivered (boot.js failed), scripting on: Menu opens it from the keyboard, Tab reaches its links and stays, Escape and Close close it, a link navigates',
      async () => {
        const { page, front } = session;
        const menu = menuOf(page);
        await front.during('boot-blocked', async () => {
          expect((await fetch(`${front.origin}/boot.js`)).status, 'the front still delivers boot.js').toBe(404);
          await page.setViewport(375, 812);
          await page.goto(`${front.origin}/pricing`);
          await expectWindowActive(page);
          const tabTo = async (text: string, stops: number) => {
            for (let step = 0; step < stops && (await focusNow(page)).text !== text; step += 1) await page.press('Tab');
            expect((await focusNow(page)).text, `Tab did not reach ${text} in the menu`).toBe(text);
          };
          await menu.opens('Enter on Menu with no script delivered', () => pressOn(page, toggle));
          const commands = await page.evaluate(() => 'command' in HTMLButtonElement.prototype);
          // By its invoker command a modal dialog; without them the browser's popover, whose page behind is hidden.
          expect(await page.evaluate(menuShownAs)).toBe(commands ? 'modal' : 'popover');

          // Tab reaches every stop of the menu in order, each showing its focus. Not past the last: there
          // the browser may take the focus to its own controls, and Firefox keeps it for the session.
          const items = (await page.evaluate(menuItems)).map((item) => item.name);
          expect(items).toEqual(expect.arrayContaining(primaryNav.map((item) => item.label)));
          // Opening put the focus on the menu's first stop, or left it on Menu, where the first Tab goes in.
          if (!(await focusNow(page)).inDialog) await page.press('Tab');
          const seen: string[] = [];
          for (let stop = 1; stop <= items.length; stop += 1) {
            if (stop > 1) await page.press('Tab');
            seen.push((await focusInDialog(page, `${page.engine}, /pricing with the menu open, no script delivered: Tab ${stop}`)).text);
          }
          expect(seen, 'the stops Tab reached in the menu').toEqual(items);
          expect(await page.evaluate(focusableBehind), 'controls behind the open menu that take the focus').toEqual([]);
          expect(await focusNow(page)).toMatchObject({ inDialog: true, text: items.at(-1) });

          await menu.closesBack('Escape', () => page.press('Escape'));
          await menu.opens('Enter on Menu', () => page.press('Enter'));
          await tabTo(closeName, items.length);
          await menu.closesBack('Close', () => page.press('Enter'));
          await menu.opens('Enter on Menu', () => page.press('Enter'));
          await tabTo(contact?.label ?? 'Contact', items.length);
          await page.evaluate(markLeaving);
          await page.press('Enter');
          await arrivesAt(page, '/contact', false);
        });
      },
    );

    journey(
      'once hydrated: Menu opens a modal menu of every link, Tab stays inside, Escape, Close, Back and a wider window close it, a link leaves through it',
      async () => {
        const { page } = session;
        const menu = menuOf(page);
        await page.setViewport(375, 812);
        await gotoHydrated(page, `${origin}/pricing`);
        await expectWindowActive(page);
        // HTML forbids aria-expanded beside `command`: the open menu makes Menu inert instead, so what it would say is not there to be read.
        expect(
          await page.evaluate((selector) => {
            const button = document.querySelector(selector);
            return ['aria-haspopup', 'aria-controls', 'aria-expanded'].map((name) => button?.getAttribute(name) ?? null);
          }, toggle),
        ).toEqual(['dialog', await page.evaluate(() => document.querySelector('header dialog')?.id ?? 'no dialog'), null]);

        await menu.opens('Enter on Menu', () => pressOn(page, toggle));
        await page.byRole('dialog', mobileMenuCopy.dialogLabel).waitFor();
        expect(await page.evaluate(menuShownAs)).toBe('modal');
        await page.waitFor('opening did not move the focus into the menu', () => Boolean(document.activeElement?.closest('dialog')));
        const items = await page.evaluate(menuItems);
        for (const item of primaryNav) expect(items.find((shown) => shown.name === item.label)?.shown, `the menu's ${item.label}`).toBe(true);
        expect(items.find((item) => item.href === '/pricing')?.current, 'the menu marks the page it is on').toBe('page');
        // Both calls to action are links that leave for the app, not buttons.
        for (const action of [mobileMenuCopy.tryIt.label, mobileMenuCopy.getStarted.label]) {
          expect(
            items.filter((item) => item.name.startsWith(action)).map((item) => [item.tag, item.href]),
            action,
          ).toEqual([['a', site.appUrl]]);
        }

        await tabStaysInside(page, '/pricing with the menu open', items.filter((item) => item.shown).length);
        expect(await page.evaluate(focusableBehind), 'controls behind the open menu that take the focus').toEqual([]);

        await menu.closesBack('Escape', () => page.press('Escape'));
        await menu.opens('Enter on Menu', () => page.press('Enter'));
        await menu.closesBack('Close', () => page.byRole('button', closeName).click());

        // The page behind does not scroll while the menu is open, and the reading position survives it.
        await page.evaluate(() => scrollTo({ top: 400, behavior: 'instant' }));
        const scrollBefore = await page.evaluate(() => scrollY);
        expect(scrollBefore, 'the page scrolled down before opening the menu').toBeGreaterThan(0);
        await page.evaluate((selector) => document.querySelector<HTMLElement>(selector)?.focus({ preventScroll: true }), toggle);
        await menu.opens('Enter on Menu', () => page.press('Enter'));
        expect(await page.evaluate(() => scrollY), 'opening the menu keeps the reading position').toBe(scrollBefore);
        await page.press('PageDown');
        expect(await page.evaluate(() => scrollY), 'PageDown scrolled the page behind the menu').toBe(scrollBefore);
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
        await page.press('Escape');
        await menu.closes('Escape did not close the menu');
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
        expect(await page.evaluate(() => scrollY), 'closing the menu keeps the reading position').toBe(scrollBefore);

        await menu.opens('a click on Menu', () => page.click(toggle));
        await page.setViewport(1280, 800);
        await menu.closes('widening to a desktop left the menu open');
        await page.setViewport(375, 812);

        // Back closes a menu opened on the page Back leaves.
        await page.byRole('link', footerCopy.contactUs).click();
        await page.waitFor('the footer link did not navigate', () => location.pathname === '/contact');
        await menu.opens('a click on Menu on /contact', () => page.click(toggle));
        await page.back();
        await page.waitFor('Back did not return to /pricing', () => location.pathname === '/pricing');
        await menu.closes('Back left the menu open');

        await menu.opens('a click on Menu', () => page.click(toggle));
        await page.click(`dialog nav a[href="${contact?.to ?? '/contact'}"]`);
        await menu.closes('choosing a link left the menu open');
        await arrivesAt(page, '/contact', true);
        expect(await page.errors()).toEqual([]);
      },
    );
  });
}
