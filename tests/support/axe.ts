import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import type { EnginePage } from './enginePage.ts';

/**
 * The rules every axe run in every engine applies: WCAG 2.2 AA plus axe's best
 * practices (target-size only runs when wcag22aa is asked for).
 */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe-core itself, put in a page once and then run as often as a test likes:
 * sending it with every run made each page compile its 0.55 MB again (in the
 * sweep's 104 runs, most of what went down the protocol).
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const engineVersion = /^4\.14\./;

/**
 * The one axe run of every suite, in every engine: every rule of `axeTags`
 * (or only `rules`) over the page as it is now, and one line per failing
 * node, each starting with `context`. axe-core is put in the page once.
 *
 * - Chromium, in the Playwright suites: through `@axe-core/playwright`, in the
 *   page itself (the builder's legacy mode). Its default mode exists to merge
 *   results from cross-origin frames, and opens a blank page for every run to
 *   do it: measured here, 2.5 to 3 s a run against 0.9 to 1.2 s for the same
 *   rules and results. The site has no frames, and a frame that appears is a
 *   problem line here.
 * - Firefox and WebKit (tests/engines/): axe-core's own `axe.run`, through
 *   the driver.
 *
 * Only violations come back: the passes' node lists are most of what would
 * cross the protocol, and nothing reads them.
 */
export async function axeViolations(page: Page | EnginePage, context: string, { rules }: { readonly rules?: readonly string[] } = {}): Promise<string[]> {
  const options: RunOptions = { runOnly: rules ? { type: 'rule', values: [...rules] } : { type: 'tag', values: axeTags }, resultTypes: ['violations'] };
  let results: AxeResults;
  if ('engine' in page) {
    await putAxeIn(page);
    results = await page.evaluate(
      (runOptions) => (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, runOptions),
      options,
    );
  } else {
    if (page.frames().length !== 1) return [`${context}: a frame appeared, so axe must run in its frame-merging mode`];
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
    const { default: AxeBuilder } = await import('@axe-core/playwright');
    // Given an empty script, the builder runs the axe already in the page instead of sending its own.
    // options() replaces the builder's whole options object, the rules included, so all of them go in it.
    results = await new AxeBuilder({ page, axeSource: ';' }).options(options).setLegacyMode(true).analyze();
  }
  const version = engineVersion.test(results.testEngine.version)
    ? []
    : [`${context}: axe-core ${results.testEngine.version}, not the 4.14 the rules were chosen for`];
  return [
    ...version,
    ...results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${context} · ${violation.id} (${violation.impact ?? 'n/a'}) at ${node.target.join(' ')}: ${violation.help}`),
    ),
  ];
}

export async function putAxeIn(page: EnginePage): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.inject(axeSource);
}
