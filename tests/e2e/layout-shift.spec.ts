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
 * rest of it arrived. Here each page's HTML stops inside the footer until the
 * browser has painted it, then the rest follows: nothing already on screen
 * may move, whatever comes after.
 */
const screens = [
  { name: 'phone 375', viewport: { width: 375, height: 812 }, isMobile: true, deviceScaleFactor: 2 },
  // Lighthouse's mobile preset (Moto G Power).
  { name: 'phone 412', viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 },
  // Lighthouse's desktop preset, where the 404 page is shorter than the screen.
  { name: 'desktop 1350', viewport: { width: 1350, height: 940 }, isMobile: false, deviceScaleFactor: 1 },
] as const;

/** The end of the footer's blurb: a footer this short leaves a phone's screen room below it. */
const holdAfter = '</p>';

/** Serves the build through a gate: a page's HTML is held after the footer's blurb until `release`. */
function splitServer() {
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
      const cut = html?.indexOf(holdAfter, html.indexOf('<footer')) ?? -1;
      if (html === null || cut < 0) {
        response.end(body);
        return;
      }
      response.write(html.slice(0, cut + holdAfter.length));
      await held;
      response.end(html.slice(cut + holdAfter.length));
    })().catch((error: unknown) => response.destroy(error as Error));
  });
  return { server, release: () => releaseHeld() };
}

for (const screen of screens) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.isMobile, hasTouch: screen.isMobile, deviceScaleFactor: screen.deviceScaleFactor });

    for (const route of routes) {
      test(`layout shift: ${route.path} at ${screen.name}, painted with its footer half arrived`, async ({ page }) => {
        const gate = splitServer();
        await new Promise<void>((resolve) => gate.server.listen(0, '127.0.0.1', resolve));
        try {
          const origin = `http://127.0.0.1:${String((gate.server.address() as AddressInfo).port)}`;
          await page.goto(`${origin}${route.path}`, { waitUntil: 'commit' });
          // The half page is on screen, footer included, before the rest is sent.
          await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0 && document.querySelector('footer') !== null);
          // What moves from here on moved because the rest arrived (or the app started). How the
          // first half settles is Lighthouse's CLS budget: counted here it also took in the
          // browser's own start under load (one shift of the header's nav in a loaded CI run).
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
  });
}
