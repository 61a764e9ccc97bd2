import AxeBuilder from '@axe-core/playwright';
import { routes } from '../routes';
import { expect, test } from '../support/fixtures';
import { contrastProblems, describePairs, paintedPairs } from '../support/colourPairs';
import { colorSchemes, openRoute, pageStates, viewports, type ViewportName } from '../support/matrix';

/** WCAG 2.2 AA plus axe's best practices; target-size only runs when wcag22aa is asked for. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const engineVersion = /^4\.14\./;

// The contact form hands off to a mail client; keep that from touching the network.
test.beforeEach(async ({ page }) => {
  await page.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
});

for (const route of routes) {
  for (const viewportName of Object.keys(viewports) as ViewportName[]) {
    for (const scheme of colorSchemes) {
      test(`axe and painted colour pairs: ${route.path} at ${viewportName} in ${scheme}`, async ({ page }) => {
        await page.setViewportSize(viewports[viewportName]);
        const failures: string[] = [];
        const seenPairs = new Set<string>();
        for (const state of pageStates.filter((candidate) => candidate.applies(route, viewportName))) {
          await openRoute(page, route, scheme);
          await state.enter(page);
          const results = await new AxeBuilder({ page }).withTags(tags).analyze();
          expect(results.testEngine.version).toMatch(engineVersion);
          for (const violation of results.violations) {
            for (const node of violation.nodes) {
              failures.push(
                `${route.path} · ${viewportName} · ${scheme} · ${state.name} · ${violation.id} (${violation.impact ?? 'n/a'}) at ${node.target.join(' ')}: ${violation.help}`,
              );
            }
          }
          // Every colour pair the styles paint in this state, checked against the theme's tokens (last: it moves focus).
          const pairs = await paintedPairs(page, { focusRings: state.name !== 'offline notice' });
          failures.push(...contrastProblems(pairs, scheme, `${route.path} · ${viewportName} · ${scheme} · ${state.name}`));
          for (const pair of describePairs(pairs, scheme)) seenPairs.add(pair);
        }
        test.info().annotations.push({ type: 'colour pairs', description: [...seenPairs].sort().join('; ') });
        expect(failures, 'axe violations and colour pairs below their minimum').toEqual([]);
      });
    }
  }
}
