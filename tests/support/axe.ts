import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA plus axe's best practices; target-size only runs when wcag22aa is asked for. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const engineVersion = /^4\.14\./;

/** Runs axe over the page as it is now; one line per failing node, each starting with `context`. */
export async function axeViolations(page: Page, context: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  expect(results.testEngine.version).toMatch(engineVersion);
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${context} · ${violation.id} (${violation.impact ?? 'n/a'}) at ${node.target.join(' ')}: ${violation.help}`),
  );
}
