import { expect } from 'vitest';
import { site } from '../../config/site.ts';
import { contactFields, contactFormCopy, contactSubjectPresets } from '../../content/contact.ts';
import { pages } from '../../content/pages.ts';
import type { Journey, Session } from '../../../tests/engines/journeys.ts';
import { focused, gotoHydrated, origin, pressOn } from '../../../tests/engines/probes.ts';
import type { EnginePage } from '../../../tests/support/enginePage.ts';

/**
 * ContactForm's journeys, written once against EnginePage and run in
 * Chromium, Firefox and WebKit (tests/engines/): a visitor led through every
 * error without losing a word, then a complete message handed to the mail
 * app; and a link that presets the subject. The sweep runs axe, the colour
 * pairs and ARIA snapshots on its error and sent states; mailtoMessage.test.ts
 * the message's encoding. Page functions run in the page: they use only their
 * arguments.
 */

type FieldName = (typeof contactFields)[number]['name'];
const field = (name: FieldName) => contactFields.find((candidate) => candidate.name === name);

const tricky: Record<FieldName, string> = {
  firstName: 'Zoë',
  lastName: "O'Brien & Söhne",
  email: 'zoe+test@example.com',
  subject: 'Refund? 50% off #2 & more',
  message: `Line one with & and ? and # and %20 literally.\nSecond line 🎉 with emoji.\n\n${'Long text. '.repeat(455)}`,
};

/** The attributes `names` of the element `selector` finds, null for each it lacks. */
const attributesOf = (selector: string, ...names: string[]) => names.map((name) => document.querySelector(selector)?.getAttribute(name) ?? null);

/** Each field's value and whether it is marked invalid, by name. */
const formState = () =>
  Object.fromEntries(
    [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('form [name]')].map((control) => [
      control.name,
      { value: control.value, invalid: control.getAttribute('aria-invalid') === 'true' },
    ]),
  );
const values = (state: Record<string, { value: string }>) => Object.fromEntries(Object.entries(state).map(([name, { value }]) => [name, value]));

/** The links of the error summary (the block its heading heads), by their text; with `focus`, that link is focused first, as Tab from the one before it would. */
function summaryLinks(title: string, focus?: number) {
  const links = [...([...document.querySelectorAll('h2, h3')].find((heading) => heading.textContent === title)?.parentElement?.querySelectorAll('a') ?? [])];
  if (focus !== undefined) links[focus]?.focus();
  return links.map((link) => link.textContent);
}

/** Replaces what a field holds by typing, as a keyboard does: focused and selected first. */
async function typeInto(page: EnginePage, name: FieldName, text: string) {
  await page.evaluate((selector) => document.querySelector<HTMLInputElement>(selector)?.select(), `form [name="${name}"]`);
  await page.type(text);
}

/**
 * Puts `text` in a field as a paste does: one input event. The long message
 * (5,000 characters, an emoji, line breaks) typed key by key would cost a
 * round trip a key in WebDriver, and WebDriver's keys cannot type an emoji.
 */
function paste(selector: string, text: string) {
  const control = document.querySelector<HTMLTextAreaElement>(selector);
  if (!control) throw new Error(`no field ${selector}`);
  control.focus();
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(control, text);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Loads /contact (with `query`) until it has hydrated and the form has taken
 * over from the browser: the app turns the browser's own validation off
 * (`noValidate`) in the same effect that fills the fields from a stored draft
 * or a link's preset. The route's part of the page can hydrate after the
 * layout says the app has started: on one core's quota Chromium read the
 * fields after a reload before the draft was back in them.
 */
async function openForm(page: EnginePage, query = '', after = '') {
  await gotoHydrated(page, `${origin}/contact${query}`, after);
  await page.waitFor(`the form never took over from the browser${after}`, () => document.querySelector('form')?.noValidate === true);
}

/**
 * Opens the form with no stored draft. The draft is cleared on a page without
 * the form: on /contact the app writes its draft in an effect after hydration,
 * and that write can land after a clear (Firefox, on one core's quota).
 * That page has started before it is left: Firefox reports the loads a page
 * being left gave up (its worker's answers, the app's code) after the next
 * `goto` has begun, as the next page's console errors.
 */
async function openEmptyForm(page: EnginePage, query = '') {
  await gotoHydrated(page, `${origin}/privacy`);
  await page.evaluate(() => sessionStorage.clear());
  await openForm(page, query);
}

const submit = 'form button[type="submit"]';
const storedDraft = () => Object.keys(sessionStorage).filter((key) => key.includes('contact'));

export function contactFormJourneys(journey: Journey, session: Session): void {
  journey('the contact form: every error named and led to, nothing typed lost across a reload, then a complete message handed to the mail app', async () => {
    const { page } = session;
    await page.setViewport(1280, 800);
    // A draft an earlier visit stored (the sweep's states fill the form) is cleared, and the page loaded afresh.
    await openEmptyForm(page);

    // Every field has a visible label that names it, and says what the browser may fill in.
    for (const { label, name, autoComplete } of contactFields) {
      await page.byRole('textbox', label).waitFor();
      const attributes = await page.evaluate(attributesOf, `form [name="${name}"]`, 'autocomplete', 'id');
      expect(attributes, `the field ${label}: its autocomplete and id`).toEqual([autoComplete, expect.any(String)]);
    }
    expect(await page.evaluate(() => document.querySelector<HTMLInputElement>('form [name="email"]')?.type)).toBe('email');

    // An empty submit: the summary's heading takes the focus, and each of its links leads to its field.
    await pressOn(page, submit);
    await page.waitFor('no error summary took focus', (title) => document.activeElement?.textContent === title, contactFormCopy.errorSummaryTitle);
    expect(await page.evaluate(() => document.title)).toBe(`${contactFormCopy.errorPrefix}${pages.contact.title}`);
    expect(await page.evaluate(summaryLinks, contactFormCopy.errorSummaryTitle)).toEqual(contactFields.map(({ missing }) => missing));
    for (const [index, { name, missing }] of contactFields.entries()) {
      const described = await page.evaluate((selector) => {
        const control = document.querySelector(selector);
        const ids = control?.getAttribute('aria-describedby')?.split(' ') ?? [];
        return { invalid: control?.getAttribute('aria-invalid'), text: ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') };
      }, `form [name="${name}"]`);
      expect(described.invalid, `${name} after an empty submit`).toBe('true');
      expect(described.text, `what describes ${name}`).toContain(missing);
      // From the heading, Tab reaches the first error's link; the others are focused as a visitor would Tab to them.
      if (index === 0) await page.press('Tab');
      else await page.evaluate(summaryLinks, contactFormCopy.errorSummaryTitle, index);
      expect(await page.evaluate(() => document.activeElement?.textContent), `Tab to the summary's link ${index + 1}`).toBe(missing);
      await page.press('Enter');
      await page.waitFor(`the summary's link did not lead to ${name}`, focused, `form [name="${name}"]`);
    }

    // A malformed e-mail is named, and nothing typed is lost, across a reload too.
    await typeInto(page, 'firstName', 'Ada');
    await typeInto(page, 'email', 'ada-at-example');
    await typeInto(page, 'message', 'Keep me');
    await pressOn(page, submit);
    await page.waitFor('no error summary took focus', (title) => document.activeElement?.textContent === title, contactFormCopy.errorSummaryTitle);
    expect(await page.evaluate(formState)).toMatchObject({
      firstName: { value: 'Ada', invalid: false },
      lastName: { value: '', invalid: true },
      email: { value: 'ada-at-example', invalid: true },
      subject: { value: '', invalid: true },
      message: { value: 'Keep me', invalid: false },
    });
    expect(await page.evaluate(summaryLinks, contactFormCopy.errorSummaryTitle)).toEqual([
      field('lastName')?.missing,
      field('email')?.invalid,
      field('subject')?.missing,
    ]);
    await openForm(page, '', ' after the reload');
    expect(await page.evaluate(formState), 'the draft after a reload').toMatchObject({ firstName: { value: 'Ada' }, message: { value: 'Keep me' } });

    // A valid message: from the page's last request on (the service worker's registration code, fetched once
    // idle), the mail app's hand-off is all that leaves, and the site itself sends nothing.
    await page.waitFor('the page never fetched its service worker code', () =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/workbox-window')),
    );
    const requested = () => performance.getEntriesByType('resource').map((entry) => entry.name);
    const requestsBefore = await page.evaluate(requested);
    for (const name of ['firstName', 'lastName', 'email', 'subject'] as const) await typeInto(page, name, tricky[name]);
    await page.evaluate(paste, 'form [name="message"]', tricky.message);
    await pressOn(page, submit);
    // Safari and GNOME Web give a mailto: URL to the mail app and stay on the page. MiniBrowser
    // has no mail handler (Tools/MiniBrowser/gtk/BrowserTab.c decides only on responses), so
    // WebKit shows "The URL can't be shown" in the page's place. There the hand-off is read from
    // the address bar, and Back restores the page from the back/forward cache as it was left.
    let handedOff: string | undefined;
    if (page.engine === 'webkit') {
      await expect.poll(() => page.url(), { message: 'a valid submit handed nothing to the mail app' }).toMatch(/^mailto:/);
      handedOff = await page.url();
      await page.back();
    }
    await page.waitFor(
      'no confirmation after a valid submit',
      (title) => [...document.querySelectorAll('[role="status"]')].some((status) => status.textContent.includes(title)),
      contactFormCopy.sentTitle,
    );
    const sent = await page.evaluate(
      (title, reopen) => {
        const status = [...document.querySelectorAll('[role="status"]')].find((candidate) => candidate.textContent.includes(title));
        return {
          headingFocused: Boolean(status?.querySelector('h2, h3')) && document.activeElement === status?.querySelector('h2, h3'),
          text: status?.textContent ?? '',
          href: [...(status?.querySelectorAll('a') ?? [])].find((link) => link.textContent === reopen)?.getAttribute('href') ?? '',
          title: document.title,
          path: location.pathname,
        };
      },
      contactFormCopy.sentTitle,
      contactFormCopy.reopen,
    );
    expect(sent).toMatchObject({ headingFocused: true, title: pages.contact.title, path: '/contact' });
    expect(sent.text).toContain(site.supportEmail);
    if (handedOff) expect(sent.href, 'the confirmation offers another message than the one handed off').toBe(handedOff);
    const mailto = new URL(sent.href);
    const handedTo = { protocol: mailto.protocol, to: decodeURIComponent(mailto.pathname), subject: mailto.searchParams.get('subject') };
    expect(handedTo, 'the message handed to the mail app').toEqual({ protocol: 'mailto:', to: site.supportEmail, subject: tricky.subject });
    const body = mailto.searchParams.get('body') ?? '';
    for (const line of [`Name: ${tricky.firstName} ${tricky.lastName}`, `E-mail: ${tricky.email}`, tricky.message.replace(/\n/g, '\r\n')])
      expect(body, "the message's body").toContain(line);
    // Every field still shows what was typed, which is what was sent. WebKit came back from the
    // back/forward cache, which empties every input marked autocomplete="off" (in a task after pageshow).
    expect(values(await page.evaluate(formState))).toEqual(tricky);
    expect(await page.evaluate(requested), 'requests the site made on a valid submit').toEqual(requestsBefore);
    // Handed off, the draft is no longer stored, as the privacy policy says; an edit starts a new one.
    expect(await page.evaluate(storedDraft)).toEqual([]);
    await typeInto(page, 'subject', `${tricky.subject}!`);
    await page.waitFor(
      'an edit after the hand-off stored no new draft',
      () => Object.keys(sessionStorage).filter((key) => key.includes('contact')).length === 1,
    );
    expect(await page.errors()).toEqual([]);
  });

  // The accessibility statement's "Write to us" link presets the subject: an empty Subject takes it once the
  // app has started, a typed or stored one is kept, and a key the site does not know puts nothing in the message.
  journey('a link presets the subject, and never over what the visitor wrote', async () => {
    const { page } = session;
    await page.setViewport(1280, 800);
    const subject = () => document.querySelector<HTMLInputElement>('form [name="subject"]')?.value;
    await openEmptyForm(page, `?subject=${contactSubjectPresets.accessibility.key}`);
    await page.waitFor(
      'the preset did not fill an empty subject',
      (preset) => document.querySelector<HTMLInputElement>('form [name="subject"]')?.value === preset,
      contactSubjectPresets.accessibility.subject,
    );
    await typeInto(page, 'subject', 'My own subject');
    await page.waitFor(
      'the typed subject was never stored',
      (typed) => Object.keys(sessionStorage).some((key) => key.includes('contact') && sessionStorage.getItem(key)?.includes(typed)),
      'My own subject',
    );
    await openForm(page, `?subject=${contactSubjectPresets.accessibility.key}`);
    expect(await page.evaluate(subject), 'the stored draft wins over the preset').toBe('My own subject');
    await openEmptyForm(page, '?subject=Buy%20now');
    expect(await page.evaluate(subject), 'an unknown preset sets nothing').toBe('');
  });
}
