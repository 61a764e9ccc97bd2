import type { Page } from '@playwright/test';
import { site } from '../../src/config/site.ts';
import { footerCopy, headerCopy, mobileMenuCopy } from '../../src/content/shell.ts';
import { appLinkOpensBrowser, primaryNav } from '../../src/content/navigation.ts';
import { routes } from '../routes.ts';
import { expect, test, waitForHydration } from '../support/fixtures.ts';
import { viewports, type ViewportName } from '../support/matrix.ts';

/**
 * The site as an installed app, in a real app window (see openInApp):
 * no address bar, and on some platforms no Back button.
 */
const standalone = (page: Page) => page.evaluate(() => matchMedia('(display-mode: standalone)').matches);
const home = routes.find((route) => route.key === 'home');

// Pages a visitor reaches from a footer link or a mistyped address: nothing on them leads on but the chrome.
const deadEnds = routes.filter((route) => route.legalSections !== undefined || route.status === 404);

for (const route of deadEnds) {
  for (const viewportName of Object.keys(viewports) as ViewportName[]) {
    test(`standalone: at the end of ${route.path} at ${viewportName}, the header still leads back`, async ({ openInApp }) => {
      const page = await openInApp(route.path);
      await page.setViewportSize(viewports[viewportName]);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await waitForHydration(page);
      // Read to the end (the 404 page fits a desktop window whole).
      const end = await page.evaluate(() => {
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
        return document.documentElement.scrollHeight - window.innerHeight;
      });
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), 'at the end of the page').toBe(Math.max(0, Math.round(end)));

      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: site.name, exact: true })).toBeInViewport();
      if (viewportName === 'desktop') {
        for (const item of primaryNav) await expect(header.getByRole('link', { name: item.label, exact: true })).toBeInViewport();
      } else {
        await expect(header.getByRole('button', { name: mobileMenuCopy.open, exact: true })).toBeInViewport();
      }
      await header.getByRole('link', { name: site.name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(home?.h1 ?? 'the home page');
      expect(await standalone(page), 'still in the app window').toBe(true);
    });
  }
}

test('standalone: calls to action open the app host in the browser, and the installed site stays on its page', async ({ openInApp, appBrowser, baseURL }) => {
  const appHost = new RegExp(`^${new URL(site.appUrl).origin.replace(/[.]/g, '\\.')}/`);
  await appBrowser.context.route(appHost, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>App</title><p>App</p>' }));
  try {
    const page = await openInApp('/pricing');
    await waitForHydration(page);
    const appLinks = page.locator(`a[href="${site.appUrl}"]`);
    expect(await appLinks.count()).toBeGreaterThan(2);
    await expect(page.locator(`a[href="${site.appUrl}"]:not([target="_blank"][rel="noopener"])`)).toHaveCount(0);

    const getStarted = page
      .getByRole('banner')
      .getByRole('link', { name: `${headerCopy.getStarted.label} ${headerCopy.getStarted.destination}${appLinkOpensBrowser}` });
    const [opened] = await Promise.all([appBrowser.context.waitForEvent('page'), getStarted.click()]);
    await opened.waitForURL(appHost);
    await expect(opened).toHaveTitle('App');
    expect(await standalone(opened), 'the app host opens in a browser tab, not in the installed site’s window').toBe(false);
    await opened.close();

    expect(page.url()).toBe(`${baseURL ?? ''}/pricing`);
    expect(await standalone(page)).toBe(true);
  } finally {
    await appBrowser.context.unroute(appHost);
  }
});

test('standalone: the installed app offers no installation, even when the browser makes the offer', async ({ openInApp }) => {
  const page = await openInApp('/');
  await waitForHydration(page);
  const prevented = await page.evaluate(async () => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, { platforms: ['web'], userChoice: new Promise(() => undefined), prompt: () => Promise.resolve() });
    const notPrevented = window.dispatchEvent(event);
    // Two frames: React has rendered whatever the offer changed.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return !notPrevented;
  });
  expect(prevented, 'the offer reached the page').toBe(true);
  await expect(page.getByRole('button', { name: footerCopy.installApp })).toHaveCount(0);
});
