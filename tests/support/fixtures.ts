import { test as base, expect, type Page } from '@playwright/test';

export { expect };

interface Fixtures {
  /** Console errors, page errors and React hydration messages seen during the test. */
  consoleProblems: string[];
  /** Set to false in a test that provokes errors on purpose. */
  failOnConsoleProblems: boolean;
}

const hydrationHint = /hydrat|did not match|Minified React error|server rendered HTML/i;

/**
 * Every browser test fails on a console error, an uncaught exception or a
 * hydration warning. The one error the browser itself logs for a 404
 * document ("Failed to load resource") is expected on the 404 page only.
 */
export const test = base.extend<Fixtures>({
  failOnConsoleProblems: [true, { option: true }],
  consoleProblems: [
    async ({ page, failOnConsoleProblems }, use) => {
      const problems: string[] = [];
      const notFoundDocuments = new Set<string>();
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest()) notFoundDocuments.add(response.url());
      });
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && text.startsWith('Failed to load resource') && notFoundDocuments.has(message.location().url)) return;
        if (message.type() === 'error' || hydrationHint.test(text)) problems.push(`${message.type()}: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      if (failOnConsoleProblems) expect(problems, 'console errors or hydration warnings').toEqual([]);
    },
    { auto: true },
  ],
});

/** Waits until React has hydrated: the router marks links it manages with data-status only on the client. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
