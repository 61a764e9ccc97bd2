import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { axeSource, axeTags } from './axeTags.ts';

const engineVersion = /^4\.14\./;

/**
 * Runs axe over the page as it is now (every rule of `axeTags`, or only
 * `rules`); one line per failing node, each starting with `context`.
 *
 * Axe runs in the page itself (the builder's legacy mode). The default mode
 * exists to merge results from cross-origin frames, and opens a blank page for
 * every run to do it: measured here, 2.5 to 3 s a run against 0.9 to 1.2 s for
 * the same rules and results. The site has no frames, and the first line below
 * keeps that assumption checked.
 */
export async function axeViolations(page: Page, context: string, { rules }: { readonly rules?: readonly string[] } = {}): Promise<string[]> {
  expect(page.frames(), `${context}: a frame appeared, so axe must run in its frame-merging mode`).toHaveLength(1);
  // Only violations come back in full: the passes' node lists are most of what crosses the
  // protocol, and nothing reads them (0.8 s a run instead of 1.1 on /terms).
  // options() replaces the builder's whole options object, the rules chosen by withTags or withRules
  // included, so it comes first: called after them it made axe run its default set instead.
  // axe is put in a page once, and each run after that uses it. The builder sends its source (0.55 MB) with
  // every run, twice in legacy mode, and the page compiles it each time: given an empty script, it runs the
  // axe already there. In the sweep's 104 runs this was most of what went down the protocol.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const builder = new AxeBuilder({ page, axeSource: ';' }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
  const results = await (rules ? builder.withRules([...rules]) : builder.withTags(axeTags)).analyze();
  expect(results.testEngine.version).toMatch(engineVersion);
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${context} · ${violation.id} (${violation.impact ?? 'n/a'}) at ${node.target.join(' ')}: ${violation.help}`),
  );
}
