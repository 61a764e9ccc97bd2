import { site } from '../../config/site.ts';
import { contactFields, contactSubjectPresets } from '../../content/contact.ts';
import { pages } from '../../content/pages.ts';
import { expect, test, waitForHydration, waitForLastRequest } from '../../../tests/support/fixtures.ts';

const tricky = {
  firstName: 'Zoë',
  lastName: "O'Brien & Söhne",
  email: 'zoe+test@example.com',
  subject: 'Refund? 50% off #2 & more',
  message: `Line one with & and ? and # and %20 literally.\nSecond line 🎉 with emoji.\n\n${'Long text. '.repeat(455)}`,
};

/**
 * ContactForm: a visitor writes to support. One journey through the form's
 * states on one page (and one reload): empty, put right one field at a time,
 * and handed to the mail client. The sweep (tests/sweep/) runs axe, the
 * colour pairs and ARIA snapshots on its error and sent states.
 */
test('a visitor is led through every error, loses nothing typed, and hands a complete message to the mail client', async ({ page }) => {
  // The mail client hand-off must not make the site send anything.
  await page.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
  await page.goto('/contact');
  await waitForHydration(page);

  await test.step('every field has a visible label and autocomplete', async () => {
    for (const field of contactFields) {
      const control = page.getByLabel(field.label, { exact: true });
      await expect(control).toBeVisible();
      await expect(control).toHaveAttribute('autocomplete', field.autoComplete);
      await expect(control).toHaveAttribute('name', field.name);
    }
    await expect(page.getByLabel('E-mail address')).toHaveAttribute('type', 'email');
  });

  await test.step('an empty submit shows an error summary that leads to each field, keyboard only', async () => {
    await page.getByRole('button', { name: 'Send Message' }).focus();
    await page.keyboard.press('Enter');

    // The summary's heading takes the focus; the summary is the block around it.
    const heading = page.getByRole('heading', { name: 'There is a problem' });
    await expect(heading).toBeFocused();
    const summary = page.locator('div', { has: heading }).last();
    await expect(page).toHaveTitle(`Error: ${pages.contact.title}`);

    const links = summary.getByRole('link');
    await expect(links).toHaveText(contactFields.map((field) => field.missing));

    for (const [index, field] of contactFields.entries()) {
      const control = page.getByLabel(field.label, { exact: true });
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      const describedBy = (await control.getAttribute('aria-describedby')) ?? '';
      const messages = await Promise.all(describedBy.split(' ').map((id) => page.locator(`#${id}`).textContent()));
      expect(messages.join(' ')).toContain(field.missing);

      // From the heading, Tab reaches the first error's link; each link then leads to its field.
      if (index === 0) await page.keyboard.press('Tab');
      else await links.nth(index).focus();
      await expect(links.nth(index)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(control).toBeFocused();
    }
  });

  await test.step('a malformed e-mail is named, and nothing typed is lost, across a reload too', async () => {
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('E-mail address').fill('ada-at-example');
    await page.getByLabel('Message', { exact: true }).fill('Keep me');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(
      page
        .locator('div', { has: page.getByRole('heading', { name: 'There is a problem' }) })
        .last()
        .getByRole('link'),
    ).toHaveText(['Enter your last name', 'Enter an e-mail address in the correct format, like name@example.com', 'Enter a subject']);
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await expect(page.getByLabel('E-mail address')).toHaveValue('ada-at-example');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Keep me');
    await expect(page.getByLabel('First name')).not.toHaveAttribute('aria-invalid', 'true');

    // A reload keeps the draft too.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Keep me');
  });

  await test.step('a valid message opens the mail client with everything encoded, and confirms', async () => {
    // From the page's last request on, the only request is the mail client hand-off.
    await waitForLastRequest(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));

    await page.getByLabel('First name').fill(tricky.firstName);
    await page.getByLabel('Last name').fill(tricky.lastName);
    await page.getByLabel('E-mail address').fill(tricky.email);
    await page.getByLabel('Subject').fill(tricky.subject);
    await page.getByLabel('Message', { exact: true }).fill(tricky.message);
    await page.getByRole('button', { name: 'Send Message' }).click();

    const confirmation = page.getByRole('status').filter({ hasText: 'Your message is ready to send' });
    await expect(confirmation).toBeVisible();
    await expect(confirmation.getByRole('heading')).toBeFocused();
    await expect(confirmation).toContainText(site.supportEmail);
    await expect(page).toHaveTitle(pages.contact.title);

    const href = (await confirmation.getByRole('link', { name: 'Open the message again' }).getAttribute('href')) ?? '';
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe(site.supportEmail);
    expect(url.searchParams.get('subject')).toBe(tricky.subject);
    const body = url.searchParams.get('body') ?? '';
    expect(body).toContain(`Name: ${tricky.firstName} ${tricky.lastName}`);
    expect(body).toContain(`E-mail: ${tricky.email}`);
    expect(body).toContain(tricky.message.replace(/\n/g, '\r\n'));

    // The fields still hold what was typed, and the site itself sent nothing.
    await expect(page.getByLabel('Subject')).toHaveValue(tricky.subject);
    expect(requests.filter((request) => !request.startsWith('mailto:'))).toEqual([]);
    // Handed off, the draft is no longer stored, as the privacy policy says; an edit starts a new one.
    const storedDraft = () => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes('contact')));
    expect(await storedDraft()).toEqual([]);
    await page.getByLabel('Subject').fill(`${tricky.subject}!`);
    await expect.poll(storedDraft).toHaveLength(1);
  });
});

/**
 * The accessibility statement's "Write to us" link presets the subject: an
 * empty Subject takes it once the app has started, a typed or stored one is
 * kept, and a key the site does not know puts nothing in the visitor's message.
 */
test('a link presets the subject, and never over what the visitor wrote', async ({ page }) => {
  const subject = page.getByLabel('Subject', { exact: true });
  await page.goto(`/contact?subject=${contactSubjectPresets.accessibility.key}`);
  await waitForHydration(page);
  await expect(subject).toHaveValue(contactSubjectPresets.accessibility.subject);

  await subject.fill('My own subject');
  await page.reload();
  await waitForHydration(page);
  await expect(subject, 'the stored draft wins over the preset').toHaveValue('My own subject');

  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/contact?subject=Buy%20now');
  await waitForHydration(page);
  await expect(subject, 'an unknown preset sets nothing').toHaveValue('');
});
