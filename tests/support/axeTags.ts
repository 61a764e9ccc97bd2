import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The rules every axe run in every engine applies: WCAG 2.2 AA plus axe's best
 * practices (target-size only runs when wcag22aa is asked for). Playwright's
 * runs (tests/support/axe.ts) and the Firefox and WebKit journeys
 * (tests/engines/journeys.ts) both read this list.
 */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe-core itself, which both put in a page once and then run as often as they
 * like: sending it with every run made each page compile its 0.55 MB again.
 */
export const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
