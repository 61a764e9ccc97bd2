import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { baseURL } from '../playwright.config.ts';
import { routes } from '../routes.ts';
import { expect, test, waitForHydration } from '../support/fixtures.ts';
import { layoutShifts, observeLayoutShifts } from '../support/layoutShifts.ts';

/**
 * Chromium paints a page whose HTML has only partly arrived. Lighthouse caught
 * it on the 404 page at 412 px (CLS 0.038, 1 run in 4): the first paint came
 * between two network chunks, with the footer half parsed, and the footer,
 * then pushed to the bottom of the still short page, jumped up 65 px when the
 * rest of it arrived. On a busy machine it caught the header too (its links
 * stood at the far end until the actions after them arrived) and the home
 * page's comparison (centred beside the headline, it dropped 137 px once the
 * details came). Here a page's HTML stops at such a place until the browser
 * has painted it, then the rest follows: nothing already on screen may move,
 * whatever comes after.
 */
const screens = [
  { name: 'phone 375', viewport: { width: 375, height: 812 }, isMobile: true, deviceScaleFactor: 2 },
  // Lighthouse's mobile preset (Moto G Power).
  { name: 'phone 412', viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 },
  // Lighthouse's desktop preset, where the 404 page is shorter than the screen.
  { name: 'desktop 1350', viewport: { width: 1350, height: 940 }, isMobile: false, deviceScaleFactor: 1 },
] as const;

/** Where a page's HTML stops until the browser has painted it: just after `after`, searched from `from`, once `shown` is in the page. */
interface Hold {
  readonly name: string;
  readonly from: string;
  readonly after: string;
  readonly shown: string;
}

/** The end of the footer's blurb: a footer this short leaves a phone's screen room below it. */
const footerHalf: Hold = { name: 'its footer half arrived', from: '<footer', after: '</p>', shown: 'footer' };
/** The header's links, without the actions that follow them. */
const headerHalf: Hold = { name: 'its header half arrived', from: '<header', after: '</nav>', shown: 'header nav' };
/** The first screen's headline and photos, without the caption and the details that follow them. */
const heroHalf: Hold = { name: 'its first screen half arrived', from: '<main', after: '</picture>', shown: 'main figure picture' };

/** Serves the build through a gate: a page's HTML is held at `hold` until `release`. */
function splitServer(hold: Hold) {
  let releaseHeld: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (releaseHeld = resolve));
  const server: Server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(`${baseURL}${request.url ?? '/'}`, { redirect: 'manual' });
      const headers = Object.fromEntries(
        [...upstream.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)),
      );
      response.writeHead(upstream.status, headers);
      const body = Buffer.from(await upstream.arrayBuffer());
      const html = (upstream.headers.get('content-type') ?? '').startsWith('text/html') ? body.toString('utf8') : null;
      const from = html?.indexOf(hold.from) ?? -1;
      const cut = from < 0 ? -1 : (html?.indexOf(hold.after, from) ?? -1);
      if (html === null || cut < 0) {
        response.end(body);
        return;
      }
      response.write(html.slice(0, cut + hold.after.length));
      await held;
      response.end(html.slice(cut + hold.after.length));
    })().catch((error: unknown) => response.destroy(error as Error));
  });
  return { server, release: () => releaseHeld() };
}

/** Which pages each hold is tried on at each screen: the header's links show from a tablet's width, the home page's comparison sits beside its headline on a desktop. */
const holdsFor = (screen: (typeof screens)[number], route: (typeof routes)[number]): Hold[] => [
  footerHalf,
  ...(screen.viewport.width >= 1024 ? [headerHalf] : []),
  ...(screen.viewport.width >= 1024 && route.key === 'home' ? [heroHalf] : []),
];

for (const screen of screens) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.isMobile, hasTouch: screen.isMobile, deviceScaleFactor: screen.deviceScaleFactor });

    for (const route of routes) {
      for (const hold of holdsFor(screen, route)) {
        test(`layout shift: ${route.path} at ${screen.name}, painted with ${hold.name}`, async ({ page }) => {
          const gate = splitServer(hold);
          await new Promise<void>((resolve) => gate.server.listen(0, '127.0.0.1', resolve));
          try {
            const origin = `http://127.0.0.1:${String((gate.server.address() as AddressInfo).port)}`;
            await page.goto(`${origin}${route.path}`, { waitUntil: 'commit' });
            // The half page is on screen, up to the hold, before the rest is sent.
            await page.waitForFunction(
              (shown) => performance.getEntriesByName('first-contentful-paint').length > 0 && document.querySelector(shown) !== null,
              hold.shown,
            );
            // And drawn: the frame after next has laid out and painted what arrived.
            await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
            // What moves from here on moved because the rest arrived (or the app started). How the
            // first half settles is Lighthouse's CLS budget.
            await page.evaluate(observeLayoutShifts);
            gate.release();
            await waitForHydration(page);
            expect(await layoutShifts(page)).toEqual([]);
          } finally {
            gate.release();
            // Chromium keeps spare connections open without a request on them; close() alone
            // waits for those until the server's 60 s header timeout, past the test's.
            const closed = new Promise((resolve) => gate.server.close(resolve));
            gate.server.closeAllConnections();
            await closed;
          }
        });
      }
    }
  });
}
