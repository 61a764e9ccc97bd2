import type { Page } from '@playwright/test';
import { footerCopy, mobileMenuCopy } from '../../content/shell.ts';
import { appCode, expect, gotoHydrated, holdRequests, test, waitForHydration, waitForLastRequest } from '../../../tests/support/fixtures.ts';
import { viewports } from '../../../tests/support/viewports.ts';
import { judgeInteraction, timeInteraction } from '../../../tooling/interactionCost.ts';

/**
 * Headless Chromium never offers installation in a test's (incognito) context,
 * so the offer is made here: a synthetic `beforeinstallprompt` whose prompt()
 * counts its calls and whose userChoice the test settles.
 */
declare global {
  interface Window {
    __offerInstall: () => boolean;
    __settleChoice: (outcome: 'accepted' | 'dismissed') => void;
    __prompts: number;
  }
}

const label = footerCopy.installApp;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__prompts = 0;
    window.__settleChoice = () => undefined;
    window.__offerInstall = () => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      const userChoice = new Promise((resolve) => {
        window.__settleChoice = (outcome) => resolve({ outcome, platform: 'web' });
      });
      Object.assign(event, {
        platforms: ['web'],
        userChoice,
        prompt: () => {
          window.__prompts += 1;
          return Promise.resolve();
        },
      });
      // False when a listener called preventDefault(): the browser then shows no banner of its own.
      return window.dispatchEvent(event);
    };
  });
});

const footerButton = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: label });

async function offerInstall(page: Page) {
  expect(await page.evaluate(() => window.__offerInstall()), 'the offer is kept, the browser banner prevented').toBe(false);
}

test('an offer made before the app starts is kept for the button', async ({ page }) => {
  const release = await holdRequests(page, appCode);
  await page.goto('/pricing');
  // The page has loaded and the app has not started: Chromium's own offer comes about now.
  await offerInstall(page);
  release();
  await waitForHydration(page);
  await expect(footerButton(page)).toBeVisible();
});

test('the button asks once and stays while the dialog is open; dismissed, it waits for the next offer; installed, it goes for good', async ({ page }) => {
  await gotoHydrated(page, '/terms');
  await expect(footerButton(page)).toHaveCount(0);
  await offerInstall(page);
  // What the tap costs the page, once idle (tooling/interactionCost.ts); the button exists only once hydrated.
  await waitForLastRequest(page);
  const cost = await timeInteraction(page, 'install button', 'idle', '/terms, a load of its own', () => footerButton(page).click());
  expect(judgeInteraction(cost), 'the install button over its budget').toEqual([]);
  await footerButton(page).click();
  expect(await page.evaluate(() => window.__prompts)).toBe(1);
  await expect(footerButton(page)).toBeVisible();
  // A dismissed dialog spends the offer: no dead button, until the browser offers again.
  await page.evaluate(() => window.__settleChoice('dismissed'));
  await expect(footerButton(page)).toHaveCount(0);
  await offerInstall(page);
  await footerButton(page).click();
  expect(await page.evaluate(() => window.__prompts)).toBe(2);
  await page.evaluate(() => {
    window.__settleChoice('accepted');
    window.dispatchEvent(new Event('appinstalled'));
  });
  await expect(footerButton(page)).toHaveCount(0);
  // Installed: a later offer is not shown.
  await offerInstall(page);
  await expect(page.getByRole('button', { name: label })).toHaveCount(0);
});

test('without an offer (Safari, Firefox, or before Chromium offers) no button, in the footer or the menu; in the menu one asks once, closes the menu and goes once the app is installed', async ({
  page,
}) => {
  await page.setViewportSize(viewports.mobile);
  await page.goto('/privacy');
  await waitForLastRequest(page);
  const toggle = page.getByRole('button', { name: mobileMenuCopy.open, exact: true });
  const menu = page.getByRole('dialog', { name: mobileMenuCopy.dialogLabel });
  await expect(page.getByRole('button', { name: label })).toHaveCount(0);
  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: label })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await offerInstall(page);
  await toggle.click();
  await menu.getByRole('button', { name: label }).click();
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  expect(await page.evaluate(() => window.__prompts)).toBe(1);
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await toggle.click();
  await expect(menu.getByRole('link', { name: /^Get Started/ })).toBeVisible();
  await expect(menu.getByRole('button', { name: label })).toHaveCount(0);
});
