import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { entryUrl, expect, gotoHydrated, test } from '../support/fixtures.ts';

/**
 * Subresource Integrity, in the browser: the page's one script tag (boot.js)
 * and the entry module boot.js inserts run only if their bytes are the ones
 * the build hashed. An altered copy (a compromised proxy or CDN, a partial
 * deploy) is blocked by the browser, and the prerendered page stays as it was.
 */

const sha384 = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** The entry boot.js inserts and its hash, as the page names them. */
async function entryOf(page: Page): Promise<{ src: string; integrity: string }> {
  const meta = page.locator('meta[name="pixellift:entry"]');
  return { src: (await meta.getAttribute('content')) ?? '', integrity: (await meta.getAttribute('data-integrity')) ?? '' };
}

/** Serves `path` with one byte more than the server sends. */
async function alter(page: Page, path: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `${await response.text()}\n` });
    },
  );
}

const blocked = (resource: string) => (message: { type(): string; text(): string }) =>
  message.type() === 'error' && message.text().includes("integrity' attribute") && message.text().includes(resource);

test('boot.js and the entry it inserts carry the hash of the bytes served, and the app starts', async ({ page, request }) => {
  await gotoHydrated(page, '/');
  const boot = page.locator('script[src="/boot.js"]');
  expect(await boot.getAttribute('integrity')).toBe(sha384(await (await request.get('/boot.js')).body()));
  const entry = await entryOf(page);
  expect(entry.integrity).toBe(sha384(await (await request.get(entry.src)).body()));
  // The inserted script carries it, so the browser checked it before running the app.
  expect(await page.locator(`script[type="module"][src="${entry.src}"]`).evaluate((script) => (script as HTMLScriptElement).integrity)).toBe(entry.integrity);
});

test.describe('an altered script does not run', () => {
  test.use({ failOnConsoleProblems: false });

  for (const script of ['the entry', '/boot.js'] as const) {
    test(`an altered ${script} is blocked before anything it would load is fetched; the page stays readable`, async ({ page, request, consoleProblems }) => {
      const src = script === '/boot.js' ? script : await entryUrl(request);
      const requested: string[] = [];
      page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
      await alter(page, src);
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
