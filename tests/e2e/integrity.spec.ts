import { entryUrl, expect, gotoHydrated, test } from '../support/fixtures.ts';

/**
 * Subresource Integrity, in the browser: the page's one script tag (boot.js)
 * and the entry module boot.js inserts run only if their bytes are the ones
 * the build hashed. An altered copy (a compromised proxy or CDN, a partial
 * deploy) is blocked by the browser, and the prerendered page stays as it was.
 */

const blocked = (resource: string) => (message: { type(): string; text(): string }) =>
  message.type() === 'error' && message.text().includes("integrity' attribute") && message.text().includes(resource);

// That boot.js's tag and the entry's meta carry the SHA-384 of the built files is tests/build/site.test.ts's
// check; that the servers send those very bytes, tests/e2e/encoding.spec.ts's.
test('the entry boot.js inserts carries the hash the page names, and the app starts', async ({ page }) => {
  await gotoHydrated(page, '/');
  const meta = page.locator('meta[name="pixellift:entry"]');
  const [src, integrity] = [await meta.getAttribute('content'), await meta.getAttribute('data-integrity')];
  expect(integrity).toMatch(/^sha384-/);
  // The inserted script carries it, so the browser checked it before running the app.
  expect(await page.locator(`script[type="module"][src="${src}"]`).evaluate((script) => (script as HTMLScriptElement).integrity)).toBe(integrity);
});

test.describe('an altered script does not run', () => {
  test.use({ failOnConsoleProblems: false });

  for (const script of ['the entry', '/boot.js'] as const) {
    test(`an altered ${script} is blocked before anything it would load is fetched; the page stays readable`, async ({ page, request, consoleProblems }) => {
      const src = script === '/boot.js' ? script : await entryUrl(request);
      const requested: string[] = [];
      page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
      // Served with one byte more than the server sends.
      await page.route(
        (url) => url.pathname === src,
        async (route) => {
          const response = await route.fetch();
          await route.fulfill({ response, body: `${await response.text()}\n` });
        },
      );
      const [message] = await Promise.all([page.waitForEvent('console', blocked(src)), page.goto('/')]);
      expect(message.text()).toContain('blocked');
      // It never ran: boot.js never inserted the entry, the entry fetched none of its imports, and the app never hydrated.
      expect(requested.filter((path) => path.endsWith('.js'))).toEqual(src === '/boot.js' ? [src] : ['/boot.js', src]);
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(consoleProblems.filter((problem) => !problem.includes(src))).toEqual([]);
    });
  }
});
