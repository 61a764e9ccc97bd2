import { expect, test, waitForHydration } from '../support/fixtures.ts';
import { waitForServiceWorker } from '../support/sw.ts';

/**
 * SiteNotices: the notices fixed at the foot of the window. The sweep
 * (tests/sweep/) makes a keyboard pass over every page with the offline notice
 * showing, and checks that focus is never hidden under it; the update notice's
 * pass is in tests/pwa/update.spec.ts.
 */

// The sweep's passes start once the notice is visible; a visitor's keys may come sooner. The strip a
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
