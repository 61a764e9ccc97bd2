import { describe, expect, it } from 'vitest';
import { contactFields } from '../../content/contact.ts';
import { isEmailShaped } from '../../config/email.ts';
import { buildMailto, composeBody, type ContactValues, emptyContactValues, validateContact } from './mailtoMessage.ts';

const valid: ContactValues = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', subject: 'Hello', message: 'Hi there' };

describe('validateContact', () => {
  it('reports every empty field in form order', () => {
    expect(validateContact(emptyContactValues, contactFields).map((error) => error.name)).toEqual(contactFields.map((field) => field.name));
  });

  it('treats whitespace as empty', () => {
    expect(validateContact({ ...valid, subject: '   \n ' }, contactFields)).toEqual([{ name: 'subject', message: 'Enter a subject' }]);
  });

  it('names a malformed e-mail address', () => {
    const [error] = validateContact({ ...valid, email: 'ada@example' }, contactFields);
    expect(error?.name).toBe('email');
    expect(error?.message).toMatch(/correct format/);
  });

  it('accepts a complete message', () => {
    expect(validateContact(valid, contactFields)).toEqual([]);
  });

  it.each([
    ['ada@example.com', true],
    ['first.last+tag@sub.example.co.uk', true],
    ['  ada@example.com  ', true],
    ['ada@example', false],
    ['ada example@example.com', false],
    ['@example.com', false],
    ['ada@@example.com', false],
  ])('isEmailShaped(%j) is %s', (value, expected) => {
    expect(isEmailShaped(value)).toBe(expected);
  });
});

describe('buildMailto', () => {
  const cases: [string, ContactValues][] = [
    ['reserved URL characters', { ...valid, subject: 'A & B? #1 100%', message: 'a=b&c=d?e#f%20g+h' }],
    ['newlines of every kind', { ...valid, message: 'one\ntwo\r\nthree\rfour' }],
    ['emoji and accents', { ...valid, firstName: 'Zoë', subject: 'Photo 🎉📷', message: 'Ça marche 👍🏽' }],
    ['a 5,000-character message', { ...valid, message: 'é&?#%\n'.repeat(834).slice(0, 5000) }],
  ];

  it.each(cases)('round-trips %s', (_, values) => {
    const url = new URL(buildMailto('support@pixellift.example', values));
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('support@pixellift.example');
    expect(url.searchParams.get('subject')).toBe(values.subject.trim());
    expect(url.searchParams.get('body')).toBe(composeBody(values));
    // Only the two parameters: nothing typed leaked into a third one.
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body']);
  });

  it('writes the body with name, e-mail and message, lines ending in CRLF', () => {
    expect(composeBody({ ...valid, message: 'one\ntwo' })).toBe('Name: Ada Lovelace\r\nE-mail: ada@example.com\r\n\r\none\r\ntwo');
  });
});
