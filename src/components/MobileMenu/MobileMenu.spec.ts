import { footerLegalLinks, primaryNav } from '../../content/navigation.ts';
import { footerCopy, mobileMenuCopy } from '../../content/shell.ts';
import { expect, test, waitForHydration, wheelAndSettle } from '../../../tests/support/fixtures.ts';

test.use({ viewport: { width: 375, height: 812 } });

/**
 * What only Chromium can show of the open menu: its accessibility tree, read
 * over CDP, and a mouse wheel over the page behind. Every other step of the
 * menu is MobileMenu.journey.ts, in Chromium, Firefox and WebKit; the sweep
 * (tests/sweep/) runs axe, the colour pairs and its ARIA snapshot with it open.
 */
test('with the menu open, the page behind is hidden from assistive technology and the wheel does not scroll it', async ({ page }) => {
  await page.goto('/pricing');
  await waitForHydration(page);
  await wheelAndSettle(page, 400);
  // Opened from the keyboard: a pointer click lets Playwright scroll the sticky toggle "into view" first.
  await page.getByRole('button', { name: mobileMenuCopy.open, exact: true }).focus();
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: mobileMenuCopy.dialogLabel })).toBeVisible();

  const session = await page.context().newCDPSession(page);
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; name?: { value?: string }; role?: { value?: string } }[];
  };
  const exposed = (role: string, name: string) => nodes.filter((node) => !node.ignored && node.role?.value === role && node.name?.value === name);
  const privacy = footerLegalLinks.find((link) => link.to === '/privacy')?.label ?? '/privacy';
  const contact = primaryNav.find((item) => item.to === '/contact')?.label ?? '/contact';
  expect(exposed('link', footerCopy.contactUs), 'footer link exposed behind the menu').toHaveLength(0);
  expect(exposed('link', privacy), 'footer link exposed behind the menu').toHaveLength(0);
  expect(exposed('link', contact), 'menu link exposed').toHaveLength(1);
  expect(exposed('button', mobileMenuCopy.open), 'the Menu toggle exposed behind the menu').toHaveLength(0);

  await page.mouse.wheel(0, 800);
  expect(await page.evaluate(() => window.scrollY), 'the wheel scrolled the page behind the menu').toBe(scrollBefore);
});
