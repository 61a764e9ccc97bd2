import type { Page } from '@playwright/test';
import escapeStringRegexp from 'escape-string-regexp';
import { site } from '../../src/config/site.ts';
import { formatLongDate } from '../../src/config/format.ts';
import { footerCopy, headerCopy, mobileMenuCopy, skipLinkText } from '../../src/content/shell.ts';
import { legalPageCopy } from '../../src/content/legal/page.ts';
import { termsOfService } from '../../src/content/legal/terms.ts';
import { notices } from '../../src/content/notices.ts';
import { pageRoutes } from '../routes.ts';
import { expect, followLink, gotoHydrated, test, waitForServiceWorker } from '../support/fixtures.ts';
import { missingInOrder, pdfPages } from '../support/pdf.ts';

/** Site chrome and notices: none of it belongs on paper. */
const chromeText = [
  skipLinkText,
  mobileMenuCopy.open,
  headerCopy.getStarted.label,
  footerCopy.blurb,
  notices.offlineReady.text,
  notices.offline.saved,
  notices.update.text,
];

/** Chromium's print to PDF on A4, the page's own @page margins, as a visitor would save it. */
async function printed(page: Page): Promise<string[]> {
  return pdfPages(await page.pdf({ format: 'A4', preferCSSPageSize: true }));
}

const words = (text: string) => new RegExp(`(^|\\W)${escapeStringRegexp(text)}(\\W|$)`);

// One page load: a reader prints a legal page, then moves through the site by its links and prints each page they reach.
test('every page prints its own content and no site chrome; legal pages every section, date and address; links to other sites show where they go', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/terms');

  await test.step('on paper a link to another site shows its address; links within the site do not', async () => {
    await page.emulateMedia({ media: 'print' });
    const shown = await page.evaluate(() => {
      const main = document.querySelector('main');
      if (!main) throw new Error('no main');
      const probe = (href: string) => {
        const link = Object.assign(document.createElement('a'), { href: href, textContent: 'probe' });
        main.append(link);
        const content = getComputedStyle(link, '::after').content;
        link.remove();
        return content;
      };
      return { external: probe('https://app.pixellift.example/upload'), page: probe('/privacy'), section: probe('#governing-law') };
    });
    expect(shown).toEqual({ external: '" (https://app.pixellift.example/upload)"', page: 'none', section: 'none' });
    await page.emulateMedia({ media: null });
  });

  for (const route of pageRoutes) {
    const what = route.legalDocument ? 'every section in order, its date and its address' : 'without the notices, the menu or the sticky header';
    await test.step(`${route.path} prints ${what}, and no site chrome`, async () => {
      const { path, h1, legalDocument: document } = route;
      if (!page.url().endsWith(path)) await followLink(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      const pages = await printed(page);
      const text = pages.join(' ');
      test.info().annotations.push({ type: `${path} printed pages (A4)`, description: String(pages.length) });
      for (const chrome of chromeText) expect(text, `${path}: ${chrome}`).not.toMatch(words(chrome));
      expect(pages[0], path).toContain(h1);
      if (!document) {
        // A sticky header would print once per page: the brand heads page one only.
        await page.emulateMedia({ media: 'print' });
        await expect(page.getByRole('banner')).toHaveCSS('position', 'static');
        await expect(page.getByRole('banner').getByRole('navigation')).toBeHidden();
        await page.emulateMedia({ media: null });
        return;
      }
      const headings = document.sections.map((section, index) => `${index + 1}. ${section.heading}`);
      expect(missingInOrder(text, headings), `${path}: section headings missing or out of order`).toEqual([]);
      expect(text).toContain(`${legalPageCopy.lastUpdated} ${formatLongDate(document.lastUpdated)}`);
      expect(text).toContain(`${legalPageCopy.printSource} ${site.siteUrl}${path}.`);
      // The brand stays, as the page's title does.
      expect(pages[0]).toContain(site.name);
      // The contents list stays on screen: its title followed by its first entry would be its print.
      expect(text).not.toContain(`${legalPageCopy.contentsTitle} ${document.sections[0]?.heading ?? ''}`);
    });
  }
});

test.describe('with the offline-ready status showing', () => {
  test.use({ serviceWorkers: 'allow' });

  test('/terms prints without it', async ({ page }) => {
    await gotoHydrated(page, '/terms');
    await waitForServiceWorker(page);
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: notices.offlineReady.text })).toBeVisible();
    const text = (await printed(page)).join(' ');
    // Still up after printing: the copy was printed while the status showed.
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: notices.offlineReady.text })).toBeVisible();
    expect(text).toContain(termsOfService.sections.at(-1)?.heading ?? '');
    expect(text).not.toContain(notices.offlineReady.text);
  });
});
