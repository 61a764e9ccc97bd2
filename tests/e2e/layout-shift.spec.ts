import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { baseURL } from '../playwright.config.ts';
import { comparisonLabels } from '../../src/content/home.ts';
import { routes } from '../routes.ts';
import type { PageKey } from '../../src/content/pages.ts';
import { expect, test, waitForHydration } from '../support/fixtures.ts';
import { layoutShifts, observeLayoutShifts } from '../support/layoutShifts.ts';
import { pageLoadLog, recordPageLoad } from '../../tooling/pageLoads.ts';

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
 * whatever comes after. Each page is held at every such place in turn, in one
 * load.
 */
// One phone: Lighthouse's mobile preset, where its CLS budget is measured. A 375 px phone (the sweep's)
// lies in the same layout, 37 px narrower and 11 px shorter; it was a third screen until each
// screen cost a page load per route.
const screens = [
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
  /** Whether the page stops here, on a desktop's width (`wide`) or a phone's. */
  readonly applies: (wide: boolean, route: PageKey) => boolean;
}

/** Every place a page's HTML stops, in document order. */
const holdPlaces: readonly Hold[] = [
  // The header's links, without the actions that follow them: the links show from a tablet's width.
  { name: 'its header half arrived', from: '<header', after: '</nav>', shown: 'header nav', applies: (wide) => wide },
  // The first screen's headline and photos, without the caption and the details that follow them: beside the headline on a desktop.
  {
    name: 'its first screen half arrived',
    from: '<main',
    after: '</picture>',
    shown: 'main figure picture',
    applies: (wide, route) => wide && route === 'home',
  },
  // The first comparison's View at 100% button with its icon and without its words, at every width: Chromium's
  // parser yielded there on a starved core (the button, then at the row's far end, grew leftwards by its words).
  {
    name: 'its View at 100% button without its words arrived',
    from: `aria-label="${comparisonLabels.inspect}`,
    after: '</svg>',
    shown: `main button[aria-label^="${comparisonLabels.inspect}"]`,
    applies: (_, route) => route === 'home',
  },
  // The pricing page's intro, without the plan that stands beside it on a desktop.
  { name: 'its intro without the plan arrived', from: '<h1', after: '</p>', shown: 'main h1', applies: (wide, route) => wide && route === 'pricing' },
  // The end of the footer's blurb: a footer this short leaves a phone's screen room below it.
  { name: 'its footer half arrived', from: '<footer', after: '</p>', shown: 'footer', applies: () => true },
];

/**
 * Serves the build through a gate: a page's HTML stops just after each hold in
 * turn, and the next part is sent only when `release` is called, once per hold.
 */
function splitServer(holds: readonly Hold[]) {
  const releases: (() => void)[] = [];
  const released = holds.map(() => new Promise<void>((resolve) => releases.push(resolve)));
  let next = 0;
  const log = pageLoadLog('e2e');
  const server: Server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(`${baseURL}${request.url ?? '/'}`, { redirect: 'manual' });
      const headers = Object.fromEntries(
        [...upstream.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)),
      );
      response.writeHead(upstream.status, headers);
      const body = Buffer.from(await upstream.arrayBuffer());
      const contentType = upstream.headers.get('content-type') ?? '';
      recordPageLoad(log, request, contentType);
      const html = contentType.startsWith('text/html') ? body.toString('utf8') : null;
      if (html === null) {
        response.end(body);
        return;
      }
      let sent = 0;
      for (const [index, hold] of holds.entries()) {
        const from = html.indexOf(hold.from, sent);
        const cut = from < 0 ? -1 : html.indexOf(hold.after, from);
        if (cut < 0) throw new Error(`the page has no ${hold.after} after ${hold.from} past character ${sent}`);
        response.write(html.slice(sent, cut + hold.after.length));
        sent = cut + hold.after.length;
        await released[index];
      }
      response.end(html.slice(sent));
    })().catch((error: unknown) => response.destroy(error as Error));
  });
  return {
    server,
    /** Sends the part up to the next hold (or the rest). */
    release: () => releases[next++]?.(),
    releaseAll: () => releases.forEach((release) => release()),
  };
}

for (const screen of screens) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.isMobile, hasTouch: screen.isMobile, deviceScaleFactor: screen.deviceScaleFactor });

    for (const route of routes) {
      const holds = holdPlaces.filter((hold) => hold.applies(screen.viewport.width >= 1024, route.key));
      // One page load per route and screen: painted at each hold in turn, and from the first one on nothing may move.
      test(`layout shift: ${route.path} at ${screen.name}, painted with ${holds.map((hold) => hold.name).join(', then ')}`, async ({ page }) => {
        const gate = splitServer(holds);
        await new Promise<void>((resolve) => gate.server.listen(0, '127.0.0.1', resolve));
        try {
          const origin = `http://127.0.0.1:${String((gate.server.address() as AddressInfo).port)}`;
          await page.goto(`${origin}${route.path}`, { waitUntil: 'commit' });
          for (const [index, hold] of holds.entries()) {
            // The page is on screen up to the hold, before the next part is sent.
            await page.waitForFunction(
              (shown) => performance.getEntriesByName('first-contentful-paint').length > 0 && document.querySelector(shown) !== null,
              hold.shown,
            );
            // And drawn: the frame after next has laid out and painted what arrived.
            await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
            // What moves from here on moved because more arrived (or the app started). How the
            // first part settles is Lighthouse's CLS budget.
            if (index === 0) await page.evaluate(observeLayoutShifts);
            gate.release();
          }
          await waitForHydration(page);
          expect(await layoutShifts(page)).toEqual([]);
        } finally {
          gate.releaseAll();
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
