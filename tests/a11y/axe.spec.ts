import AxeBuilder from '@axe-core/playwright';
import { routes } from '../routes';
import { expect, test } from '../support/fixtures';
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
      test(`axe: ${route.path} at ${viewportName} in ${scheme}`, async ({ page }) => {
        await page.setViewportSize(viewports[viewportName]);
        const failures: string[] = [];
        for (const state of pageStates.filter((candidate) => candidate.applies(route, viewportName))) {
          await openRoute(page, route, scheme);
          await state.enter(page);
          const results = await new AxeBuilder({ page }).withTags(tags).analyze();
          expect(results.testEngine.version).toMatch(engineVersion);
          for (const violation of results.violations) {
            for (const node of violation.nodes) {
              failures.push(`${route.path} · ${viewportName} · ${scheme} · ${state.name} · ${violation.id} (${violation.impact ?? 'n/a'}) at ${node.target.join(' ')}: ${violation.help}`);
            }
          }
        }
        expect(failures, 'axe violations').toEqual([]);
      });
    }
  }
}
