import type { Page } from '@playwright/test';
import { site } from '../../src/config/site.ts';
import { footerCopy, headerCopy } from '../../src/content/shell.ts';
import { appLinkOpensBrowser } from '../../src/content/navigation.ts';
import { routeAt } from '../routes.ts';
import { expect, test, waitForHydration } from '../support/fixtures.ts';
import { viewports } from '../support/viewports.ts';

/**
 * The site as an installed app, in a real app window (see openInApp):
 * no address bar, and on some platforms no Back button.
 */
const standalone = (page: Page) => page.evaluate(() => matchMedia('(display-mode: standalone)').matches);

// The sweep (tests/sweep/) opens every route in the app window at both widths: links there say they
// open the browser, axe passes, and at the end of a page with no way on the header still leads back.
test('standalone: from the end of a legal page the logo leads home, inside the app window, which offers no installation', async ({ openInApp }) => {
  const page = await openInApp('/terms');
  await page.setViewportSize(viewports.mobile);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await page.getByRole('banner').getByRole('link', { name: site.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeAt('/').h1);
  expect(await standalone(page), 'still in the app window').toBe(true);
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

test('standalone: calls to action open the app host in the browser, and the installed site stays on its page', async ({ openInApp, appBrowser, baseURL }) => {
  const appHost = new RegExp(`^${new URL(site.appUrl).origin.replace(/[.]/g, '\\.')}/`);
  await appBrowser.context.route(appHost, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>App</title><p>App</p>' }));
  try {
    const page = await openInApp('/pricing');
    await waitForHydration(page);
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
