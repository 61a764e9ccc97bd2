import { routes } from '../routes.ts';
import { expect, followLink, test } from '../support/fixtures.ts';
import { ports } from '../../tooling/ports.ts';
import { pageLoadLog, recordPageLoadsOf } from '../../tooling/pageLoads.ts';
import { type Server, startServer } from '../../tooling/server.ts';

/**
 * `npm run dev` as a contributor meets it: every route renders with no
 * console error or warning (Vite's and React's informational lines aside) and
 * no hydration message. The dev server renders on the client only, so the
 * root must be mounted, never hydrated.
 */
let server: Server | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = await startServer({
    port: ports.dev,
    script: 'node_modules/vite/bin/vite.js',
    args: ['--host', '127.0.0.1', '--port', String(ports.dev), '--strictPort'],
  });
});

test.afterAll(() => {
  server?.stop();
});

test('the dev server renders every route with no console error, warning or hydration message', async ({ page }) => {
  recordPageLoadsOf(page, pageLoadLog('e2e'));
  const warnings: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // The 404 page's own console.warn names the unknown path on purpose.
    if (message.type() === 'warning' && !text.startsWith('404: no page at')) warnings.push(text);
  });
  // The dev server mounts the app rather than hydrating it: a route renders the same reached by a
  // link as loaded, so after the first page each is reached by the site's own links (the 404 page,
  // which none leads to, is loaded).
  for (const [index, route] of routes.entries()) {
    if (index === 0 || route.status === 404) await page.goto(`${server?.origin ?? ''}${route.path}`);
    else await followLink(page, route.path);
    // The first page waits while Vite transforms the app's modules for the first time.
    await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(route.h1);
    await expect(page, route.path).toHaveTitle(route.title);
  }
  expect(warnings).toEqual([]);
});
