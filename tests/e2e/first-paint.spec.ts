import { contactFields } from '../../src/content/contact.ts';
import { sectionIntros } from '../../src/content/home.ts';
import { appCode, expect, holdRequests, test, waitForHydration } from '../support/fixtures.ts';

/**
 * Controls used between the first paint and hydration, with the app's code
 * held as on a slow network: each works on the prerendered page, and what the
 * visitor did there survives the app taking over. (The menu and the
 * comparisons have their own: src/components/MobileMenu/MobileMenu.first-paint.spec.ts,
 * src/components/BeforeAfter/BeforeAfter.spec.ts.)
 */

const typed = {
  firstName: 'Inés',
  lastName: 'Ramírez',
  email: 'ines@example.com',
  subject: 'Batch of 40 scans',
  message: 'Typed before the app had started.\nSecond line.',
} as const;

test('before hydration an empty contact form is stopped at its first field; what is typed stays, and is kept as the draft', async ({ page }) => {
  const release = await holdRequests(page, appCode);
  await page.goto('/contact');
  // An empty submit is stopped by the browser, and nothing leaves: no navigation, no hand-off to the mail client.
  const departures: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() || request.url().startsWith('mailto:')) departures.push(request.url());
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByLabel('First name')).toBeFocused();
  expect(await page.getByLabel('First name').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  expect(departures).toEqual([]);

  for (const field of contactFields) await page.getByLabel(field.label, { exact: true }).fill(typed[field.name]);
  release();
  await waitForHydration(page);
  for (const field of contactFields) await expect(page.getByLabel(field.label, { exact: true })).toHaveValue(typed[field.name]);
  // The app owns the values now: a reload restores them from the draft.
  await page.getByLabel('Subject').fill(`${typed.subject}, urgent`);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Subject')).toHaveValue(`${typed.subject}, urgent`);
  await expect(page.getByLabel('First name')).toHaveValue(typed.firstName);
});

test('before hydration FAQ answers open and close, and View Examples jumps to the examples', async ({ page }) => {
  await holdRequests(page, appCode);
  await page.goto('/pricing');
  const item = page.locator('details').first();
  await item.locator('summary').click();
  await expect(item).toHaveAttribute('open', '');
  await item.locator('summary').press('Enter');
  await expect(item).not.toHaveAttribute('open');
  await page.goto('/');
  await page.getByRole('link', { name: 'View Examples' }).click();
  await expect(page).toHaveURL(/#examples$/);
  await expect(page.getByRole('heading', { level: 2, name: sectionIntros.examples.title })).toBeInViewport();
});
