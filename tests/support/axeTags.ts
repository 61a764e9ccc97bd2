/**
 * The rules every axe run in every engine applies: WCAG 2.2 AA plus axe's best
 * practices (target-size only runs when wcag22aa is asked for). Playwright's
 * runs (tests/support/axe.ts) and the Firefox and WebKit journeys
 * (tests/engines/journeys.ts) both read this list.
 */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
