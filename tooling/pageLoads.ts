import { appendFileSync, mkdirSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { isPageLoad } from '../src/server/siteHandler.mjs';

/**
 * Where the servers the test suites start record each page a browser loads
 * from them (`npm start`'s PAGE_LOAD_LOG, nginx's access log, the tests' own
 * servers): a line per navigation answered with HTML, in files named `<suite>.log` or
 * `<suite>.<server>.log`, where the suite is the package.json script without
 * `test:`. `npm test` (tests/run.mjs) counts the lines and prints them beside
 * each suite's time. Pages a service worker answers reach no server: the
 * Playwright fixtures count those from the browser's side (fixtures.ts), as
 * they do the pages workerd answers (wrangler logs no request headers), and
 * the Firefox and WebKit journeys count every page their drivers load.
 */
const folder = join(import.meta.dirname, '../test-results/page-loads');

export function pageLoadLog(suite: 'e2e' | 'e2e.nginx' | 'e2e.workerd' | 'engines' | 'audit' | 'gate'): string {
  mkdirSync(folder, { recursive: true });
  return join(folder, `${suite}.log`);
}

/** For a test's own server: adds the request to the log if a browser is loading a page with it and is answered with HTML (`contentType`). */
export function recordPageLoad(log: string, request: IncomingMessage, contentType: string): void {
  if (isPageLoad(request) && contentType.startsWith('text/html')) appendFileSync(log, `${request.url ?? ''}\n`);
}

/** For a server that keeps no log (Vite's dev server): the browser's own page loads, counted by the driver. */
export function recordPageLoadsOf(page: Page, log: string): void {
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) appendFileSync(log, `${request.url()}\n`);
  });
}
