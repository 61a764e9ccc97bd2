import type { Locator, Page } from '@playwright/test';
import { routes } from '../routes.ts';
import { expect, test } from '../support/fixtures.ts';
import { openRoute, pageStates, viewports, type ViewportName } from '../support/matrix.ts';

/**
 * What assistive technology reads, committed as ARIA snapshots
 * (`aria.spec.ts-snapshots/`): roles, names, headings, landmarks, navigation
 * and the words themselves. A change to any of them shows in review as a
 * snapshot diff; accept it with `npx playwright test -c tests/playwright.config.ts
 * tests/a11y/aria.spec.ts --update-snapshots`.
 */

// The footer's copyright line reads the clock; a fixed date keeps the page snapshots from changing every January.
const fixedDate = new Date('2026-06-15T12:00:00Z');

/** The part of the page each state changes: a state's snapshot covers that part only. */
const stateScope: Record<string, (page: Page) => Locator> = {
  'FAQ items open': (page) => page.locator('main section').filter({ has: page.locator('details') }),
  'mobile menu open': (page) => page.getByRole('dialog', { name: 'Menu' }),
  'inspect view open': (page) => page.locator('dialog[open]'),
  'offline notice': (page) => page.locator('[aria-live="polite"]').filter({ hasText: 'offline' }),
  'contact form errors': (page) => page.locator('main section').filter({ has: page.getByRole('alert') }),
  'contact form sent': (page) => page.locator('main section').filter({ has: page.getByText('Your message is ready to send') }),
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

// A page snapshot and then each of the route's states, one page load each: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  // The contact form hands off to a mail client; keep that from touching the network.
  await page.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
});

for (const route of routes) {
  for (const viewportName of Object.keys(viewports) as ViewportName[]) {
    test(`aria snapshot: ${route.path} at ${viewportName}`, async ({ page, browser }) => {
      await page.setViewportSize(viewports[viewportName]);
      const name = `${route.key}.${viewportName}`;
      // A fixed clock also holds back the idle callback that loads the service
      // worker code, which the offline state needs; the clock belongs to a
      // browser context, so the page snapshot gets a context of its own.
      const stillContext = await browser.newContext({ serviceWorkers: 'block' });
      await stillContext.clock.setFixedTime(fixedDate);
      const still = await stillContext.newPage();
      await openRoute(still, route, 'light');
      // Desktop holds the whole page; on mobile only the header differs.
      const pageScope = viewportName === 'desktop' ? still.locator('body') : still.getByRole('banner');
      await expect(pageScope).toMatchAriaSnapshot({ name: `${name}.aria.yml` });
      await stillContext.close();

      // The installed app's window shows the tab's page; what differs there (the calls to action's names) is checked by tests/pwa/standalone.spec.ts.
      const states = pageStates.filter(
        (candidate) => candidate.name !== 'page load' && candidate.display === undefined && candidate.applies(route, viewportName),
      );
      for (const state of states) {
        const scope = stateScope[state.name];
        if (!scope) throw new Error(`No snapshot scope for the state "${state.name}": add one to stateScope`);
        await openRoute(page, route, 'light');
        await state.enter(page);
        await expect(scope(page)).toMatchAriaSnapshot({ name: `${name}.${slug(state.name)}.aria.yml` });
      }
    });
  }
}
