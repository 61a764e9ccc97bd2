import { routes } from '../routes.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { contrastProblems, describePairs, paintedPairs } from '../support/colourPairs.ts';
import { colorSchemes, openRoute, pageStates, settleInApp, viewports, type ViewportName } from '../support/matrix.ts';

// Every state of a route in one test, one page load each, the app window's among them, each seen
// in both colour schemes: 15 to 40 s on a quiet machine, several times that under load, so the
// cap is 180 s (a cap, not a wait).
test.describe.configure({ timeout: 180_000 });

// The contact form hands off to a mail client; keep that from touching the network.
test.beforeEach(async ({ page }) => {
  await page.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
});

for (const route of routes) {
  for (const viewportName of Object.keys(viewports) as ViewportName[]) {
    test(`axe and painted colour pairs: ${route.path} at ${viewportName}, light and dark`, async ({ page: tab, openInApp }) => {
      await tab.setViewportSize(viewports[viewportName]);
      const failures: string[] = [];
      const seenPairs = new Set<string>();
      for (const state of pageStates.filter((candidate) => candidate.applies(route, viewportName))) {
        const page = state.display === 'standalone' ? await openInApp(route.path) : tab;
        await page.setViewportSize(viewports[viewportName]);
        if (page === tab) await openRoute(page, route, 'light');
        else await settleInApp(page, 'light');
        await state.enter(page);
        // The state is entered once and seen in both schemes: the theme follows the media query
        // live, and with reduced motion no colour transitions. Axe in both first, then the colour
        // pairs (they move focus).
        // The app's window changes what links say and offer, not a colour: it is checked in one scheme.
        for (const scheme of state.display === 'standalone' ? (['light'] as const) : colorSchemes) {
          await page.emulateMedia({ colorScheme: scheme });
          failures.push(...(await axeViolations(page, `${route.path} · ${viewportName} · ${scheme} · ${state.name}`)));
        }
        // The app's window paints the tab's page with the same styles: its colour pairs are the page load's.
        if (state.display === 'standalone') continue;
        for (const scheme of colorSchemes) {
          await page.emulateMedia({ colorScheme: scheme });
          // Every colour pair the styles paint in this state, checked against the theme's tokens.
          const pairs = await paintedPairs(page, { focusRings: state.name !== 'offline notice' });
          failures.push(...contrastProblems(pairs, scheme, `${route.path} · ${viewportName} · ${scheme} · ${state.name}`));
          for (const pair of describePairs(pairs, scheme)) seenPairs.add(`${scheme}: ${pair}`);
        }
      }
      test.info().annotations.push({ type: 'colour pairs', description: [...seenPairs].sort().join('; ') });
      expect(failures, 'axe violations and colour pairs below their minimum').toEqual([]);
    });
  }
}
