import type { Page } from '@playwright/test';
import { site } from '../../src/config/site.ts';
import { formatLongDate } from '../../src/config/format.ts';
import { footerCopy, headerCopy, mobileMenuCopy, skipLinkText } from '../../src/content/shell.ts';
import { aiTerms } from '../../src/content/legal/aiTerms.ts';
import { legalPageCopy } from '../../src/content/legal/page.ts';
import { privacyPolicy } from '../../src/content/legal/privacy.ts';
import { termsOfService } from '../../src/content/legal/terms.ts';
import { notices } from '../../src/content/notices.ts';
import { pageRoutes } from '../routes.ts';
import { expect, test, waitForHydration } from '../support/fixtures.ts';
import { pdfPages, positionsInOrder } from '../support/pdf.ts';
import { waitForServiceWorker } from '../support/sw.ts';

const legalDocuments = [
  { path: '/terms', document: termsOfService },
  { path: '/ai-terms', document: aiTerms },
  { path: '/privacy', document: privacyPolicy },
] as const;

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

const words = (text: string) => new RegExp(`(^|\\W)${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\W|$)`);

for (const { path, document } of legalDocuments) {
  test(`${path} prints every section in order, its date and its address, and no site chrome`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const pages = await printed(page);
    const text = pages.join(' ');
    test.info().annotations.push({ type: 'printed pages (A4)', description: String(pages.length) });

    const headings = document.sections.map((section, index) => `${index + 1}. ${section.heading}`);
    expect(
      headings.filter((_, index) => positionsInOrder(text, headings)[index] === -1),
      'section headings missing or out of order',
    ).toEqual([]);
    expect(text).toContain(`${legalPageCopy.lastUpdated} ${formatLongDate(document.lastUpdated)}`);
    expect(text).toContain(`${legalPageCopy.printSource} ${site.siteUrl}${path}.`);
    // The brand and the page title stay.
    expect(pages[0]).toContain(site.name);
    expect(pages[0]).toContain(document.title);
    for (const chrome of chromeText) expect(text, chrome).not.toMatch(words(chrome));
    // The contents list stays on screen: its title followed by its first entry would be its print.
    expect(text).not.toContain(`${legalPageCopy.contentsTitle} ${document.sections[0]?.heading ?? ''}`);
  });
}

test('marketing pages print without the notices, the menu or the sticky header', async ({ page }) => {
  for (const route of pageRoutes.filter((candidate) => !candidate.legalSections)) {
    await page.goto(route.path);
    await waitForHydration(page);
    const pages = await printed(page);
    const text = pages.join(' ');
    test.info().annotations.push({ type: `${route.path} printed pages (A4)`, description: String(pages.length) });
    expect(pages[0], route.path).toContain(route.h1);
    for (const chrome of chromeText) expect(text, `${route.path}: ${chrome}`).not.toMatch(words(chrome));
    // A sticky header would print once per page: the brand heads page one only.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toHaveCSS('position', 'static');
    await expect(page.getByRole('banner').getByRole('navigation')).toBeHidden();
    await page.emulateMedia({ media: null });
  }
});

test('on paper a link to another site shows its address; links within the site do not', async ({ page }) => {
  await page.goto('/terms');
  await waitForHydration(page);
  await page.emulateMedia({ media: 'print' });
  const after = await page.evaluate(() => {
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
  expect(after.external).toBe('" (https://app.pixellift.example/upload)"');
  expect(after.page).toBe('none');
  expect(after.section).toBe('none');
});

test.describe('with the offline-ready status showing', () => {
  test.use({ serviceWorkers: 'allow' });

  test('/terms prints without it', async ({ page }) => {
    await page.goto('/terms');
    await waitForHydration(page);
    await waitForServiceWorker(page);
    await expect(page.getByRole('status').filter({ hasText: notices.offlineReady.text })).toBeVisible();
    const text = (await printed(page)).join(' ');
    // Still up after printing: the copy was printed while the status showed.
    await expect(page.getByRole('status').filter({ hasText: notices.offlineReady.text })).toBeVisible();
    expect(text).toContain(termsOfService.sections.at(-1)?.heading ?? '');
    expect(text).not.toContain(notices.offlineReady.text);
  });
});
