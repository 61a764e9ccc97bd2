import { notices } from '../../src/content/notices.ts';
import { routes } from '../routes.ts';
import { expect, test, waitForHydration } from '../support/fixtures.ts';
import { focusJourney } from '../support/keyboard.ts';
import { viewports, type ViewportName } from '../support/matrix.ts';
import { waitForServiceWorker } from '../support/sw.ts';

/**
 * WCAG 2.2 SC 2.4.11, Focus Not Obscured: with each notice showing, a keyboard
 * pass forwards and back over every page at phone and desktop width never
 * leaves focus on an element hidden under the sticky header or a notice. (The
 * update notice needs a second deploy: tests/pwa/update.spec.ts runs the same
 * pass with it showing.)
 */
// Several page loads and full passes per test: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

for (const viewportName of Object.keys(viewports) as ViewportName[]) {
  test.describe(`at ${viewportName} width`, () => {
    test.use({ viewport: viewports[viewportName], serviceWorkers: 'allow', reducedMotion: 'reduce' });
    // Offline, focus on a link preloads its route (the router's `intent`) and focus scrolling the
    // examples into view loads their photos: what the worker has not cached cannot load, and the
    // browser logs each failure. The page itself is unaffected.
    test.use({ expectedLoadFailures: /\/assets\/([^/]+\.js|examples\/.+)$/ });

    for (const route of routes) {
      test(`offline-ready status, then the offline notice: focus is never hidden on ${route.path}`, async ({ page }) => {
        await page.goto(route.path);
        await waitForHydration(page);
        await waitForServiceWorker(page);
        await expect(page.getByRole('status').filter({ hasText: notices.offlineReady.text })).toBeVisible();
        expect(await focusJourney(page, `${route.path} · ${viewportName} · offline ready`)).toEqual([]);

        await page.context().setOffline(true);
        await expect(page.getByRole('status').filter({ hasText: /You are offline/ })).toBeVisible();
        expect(await focusJourney(page, `${route.path} · ${viewportName} · offline`)).toEqual([]);
      });
    }
  });
}

// The passes above start once the notice is visible; a visitor's keys may come sooner. The strip a
// notice covers must be reserved by the end of the task that shows it: checked from a mutation
// observer of the test's own, which runs right after the page's observers, before any other task.
declare global {
  interface Window {
    /** Set by the test below: the notice's covered strip and the page's reserved space, when it appeared. */
    __noticeArrival?: Promise<{ covered: number; reserved: number }>;
  }
}

test.describe('a notice', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the offline notice reserves the strip it covers in the task that shows it', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    // Offline before the worker has registered, the browser logs its failed script request.
    await waitForServiceWorker(page);
    await page.evaluate(() => {
      window.__noticeArrival = new Promise((resolve) => {
        const watch = new MutationObserver(() => {
          const notice = [...document.querySelectorAll('[role="status"] p')].find((element) => element.textContent.includes('You are offline'));
          if (!notice) return;
          watch.disconnect();
          resolve({
            covered: window.innerHeight - notice.getBoundingClientRect().top,
            reserved: Number.parseFloat(getComputedStyle(document.body).paddingBottom),
          });
        });
        watch.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
    });
    await page.context().setOffline(true);
    const { covered, reserved } = await page.evaluate(() => window.__noticeArrival ?? Promise.reject(new Error('no watch installed')));
    expect(covered, 'the notice covers part of the window').toBeGreaterThan(0);
    expect(reserved, 'the page keeps clear the strip the notice covers').toBeGreaterThanOrEqual(Math.floor(covered));
  });
});
