import { business } from '../config/business.ts';

export const contactIntro = {
  eyebrow: 'Contact',
  title: 'Talk to a person who knows images',
  lead: `Questions about an enhancement, a refund or your data? Send us a message and we will answer within ${business.supportResponseHours} hours.`,
} as const;

export type ContactFieldName = 'firstName' | 'lastName' | 'email' | 'subject' | 'message';

export interface ContactFieldSpec {
  readonly name: ContactFieldName;
  readonly label: string;
  readonly autoComplete: string;
  readonly type: 'text' | 'email' | 'textarea';
  /** Shown when the field is left empty. */
  readonly missing: string;
  /** Shown when the value has the wrong shape (e-mail only). */
  readonly invalid?: string;
  readonly hint?: string;
}

/** In the order they appear, which is also the order of the error summary. */
export const contactFields: readonly ContactFieldSpec[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', type: 'text', missing: 'Enter your first name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', type: 'text', missing: 'Enter your last name' },
  {
    name: 'email',
    label: 'E-mail address',
    autoComplete: 'email',
    type: 'email',
    missing: 'Enter your e-mail address',
    invalid: 'Enter an e-mail address in the correct format, like name@example.com',
    hint: 'We only use it to reply to you.',
  },
  // No token names a subject, and "off" would make WebKit empty the field when Back restores the
  // page from its back/forward cache, while the form still held the old subject to send.
  { name: 'subject', label: 'Subject', autoComplete: 'on', type: 'text', missing: 'Enter a subject' },
  {
    name: 'message',
    label: 'Message',
    autoComplete: 'off',
    type: 'textarea',
    missing: 'Enter your message',
    hint: 'For a problem image, include its file name, format and when you uploaded it.',
  },
];

/**
 * Subjects a link may preset with `/contact?subject=<key>`: once the app has
 * started, an empty Subject field takes the text (a typed or stored one is
 * never replaced). Only these keys: a link cannot put words of its own in a
 * visitor's message.
 */
export const contactSubjectPresets = {
  accessibility: { key: 'accessibility', subject: 'Accessibility barrier on the website' },
} as const;

export const contactFormCopy = {
  title: 'Send us a message',
  /** Read before each field's error message. */
  errorPrefix: 'Error: ',
  requiredNote: 'All fields are required.',
  submit: 'Send Message',
  errorSummaryTitle: 'There is a problem',
  sentTitle: 'Your message is ready to send',
  sentText: (address: string) =>
    `We opened your e-mail app with a message to ${address}, holding everything you typed. Press send there and we will reply within ${business.supportResponseHours} hours.`,
  sentFallback: 'E-mail app did not open?',
  reopen: 'Open the message again',
  copy: 'Copy address',
  copied: 'Address copied',
} as const;

export const contactInfoCopy = {
  label: 'Contact information',
  emailTitle: 'E-mail',
  emailText: `Write to us any time. We reply within ${business.supportResponseHours} hours.`,
  emailAction: 'Email Support',
  hoursTitle: 'Support hours',
} as const;

export const contactFaqCopy = { title: 'Support questions' } as const;
