import { site } from '../../config/site.ts';
import { contactIntro } from '../../content/contact.ts';
import { primaryNav } from '../../content/navigation.ts';
import { expect, test, waitForHydration, wheelAndSettle } from '../../../tests/support/fixtures.ts';

test.use({ viewport: { width: 375, height: 812 } });

async function focusIsInMenu(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const dialog = document.querySelector('dialog[open]');
    return Boolean(dialog && document.activeElement && dialog.contains(document.activeElement) && document.activeElement !== dialog);
  });
}

/** Between steps: Escape closes the menu the step left open. */
async function closeMenu(page: import('@playwright/test').Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
}

/**
 * MobileMenu at a phone's width: one visitor's journey through it on one page
 * load, each part a step. The sweep (tests/sweep/) runs axe, the colour pairs
 * and its ARIA snapshot with it open on every page.
 */
test('a phone visitor opens the menu, stays inside it, closes it every way, and leaves through it', async ({ page }) => {
  await page.goto('/pricing');
  await waitForHydration(page);

  await test.step('the toggle opens a modal menu with the nav links and both calls to action', async () => {
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');
    const menuId = await toggle.getAttribute('aria-controls');
    expect(menuId).toBeTruthy();

    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('id', menuId ?? '');
    // HTML forbids aria-expanded beside `command`; the open menu makes the toggle inert instead (see the inert step below).
    await expect(toggle).not.toHaveAttribute('aria-expanded');
    for (const item of primaryNav) await expect(menu.getByRole('link', { name: item.label, exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Pricing', exact: true })).toHaveAttribute('aria-current', 'page');
    // Both calls to action are links that leave for the app, not buttons.
    await expect(menu.getByRole('button', { name: /Try it|Get Started/ })).toHaveCount(0);
    for (const name of ['Try it', 'Get Started']) {
      await expect(menu.getByRole('link', { name: new RegExp(`^${name}\\b`) })).toHaveAttribute('href', site.appUrl);
    }
    // Focus moved into the menu.
    expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  });

  await closeMenu(page);

  await test.step('focus is trapped: Tab wraps both ways and never reaches the page behind', async () => {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const items = menu.locator('a[href], button');
    const count = await items.count();
    expect(count).toBe(7);

    // Walk twice around: every stop is inside the menu, and the order wraps.
    const seen: string[] = [];
    for (let step = 0; step < count * 2; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsInMenu(page), `Tab ${step + 1} left the menu`).toBe(true);
      seen.push(await page.evaluate(() => document.activeElement?.textContent.trim() ?? ''));
    }
    expect(seen.slice(count)).toEqual(seen.slice(0, count));

    await items.last().focus();
    await page.keyboard.press('Tab');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(items.last()).toBeFocused();
    for (let step = 0; step < count * 2; step += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusIsInMenu(page), `Shift+Tab ${step + 1} left the menu`).toBe(true);
    }

    // Script cannot move focus behind the modal either.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Contact Us' })
      .evaluate((link: HTMLElement) => link.focus());
    expect(await focusIsInMenu(page)).toBe(true);
  });

  await closeMenu(page);

  await test.step('Escape and the close button close it and return focus to the toggle', async () => {
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const menu = page.getByRole('dialog', { name: 'Menu' });

    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  await test.step('the page behind is inert, hidden from assistive technology, and does not scroll', async () => {
    await wheelAndSettle(page, 400);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // Opened from the keyboard: a pointer click lets Playwright scroll the sticky toggle "into view" first.
    await page.getByRole('button', { name: 'Menu', exact: true }).focus();
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY), 'opening the menu keeps the reading position').toBe(scrollBefore);

    const session = await page.context().newCDPSession(page);
    const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
      nodes: { ignored: boolean; name?: { value?: string }; role?: { value?: string } }[];
    };
    const exposed = (name: string) => nodes.filter((node) => !node.ignored && node.role?.value === 'link' && node.name?.value === name);
    expect(exposed('Contact Us'), 'footer link exposed behind the menu').toHaveLength(0);
    expect(exposed('Privacy Policy'), 'footer link exposed behind the menu').toHaveLength(0);
    expect(exposed('Contact'), 'menu link exposed').toHaveLength(1);
    const toggles = nodes.filter((node) => !node.ignored && node.role?.value === 'button' && node.name?.value === 'Menu');
    expect(toggles, 'the Menu toggle exposed behind the menu').toHaveLength(0);

    await page.mouse.wheel(0, 800);
    await page.keyboard.press('PageDown');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    expect(await page.evaluate(() => window.scrollY), 'closing the menu keeps the reading position').toBe(scrollBefore);
  });

  await test.step('widening to desktop closes the menu', async () => {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(menu).toBeHidden();
    await page.setViewportSize({ width: 375, height: 812 });
  });

  await test.step('browser Back closes the menu', async () => {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL('/contact');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL('/pricing');
  });

  await test.step('choosing a link closes the menu and navigates', async () => {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL('/contact');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactIntro.title);
  });
});
