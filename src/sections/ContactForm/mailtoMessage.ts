import { isEmailShaped } from '../../config/email.ts';
import type { ContactFieldName, ContactFieldSpec } from '../../content/contact.ts';

export type ContactValues = Record<ContactFieldName, string>;

export interface FieldError {
  readonly name: ContactFieldName;
  readonly message: string;
}

export const emptyContactValues: ContactValues = { firstName: '', lastName: '', email: '', subject: '', message: '' };

/** Errors in field order, so the summary reads top to bottom like the form. */
export function validateContact(values: ContactValues, fields: readonly ContactFieldSpec[]): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of fields) {
    const value = values[field.name].trim();
    if (!value) errors.push({ name: field.name, message: field.missing });
    else if (field.type === 'email' && field.invalid && !isEmailShaped(value)) errors.push({ name: field.name, message: field.invalid });
  }
  return errors;
}

/** Mail bodies use CRLF line breaks (RFC 6068); normalise whatever the textarea gave us. */
function crlf(text: string): string {
  return text.replace(/\r\n|\r|\n/g, '\r\n');
}

export function composeBody(values: ContactValues): string {
  const name = `${values.firstName.trim()} ${values.lastName.trim()}`;
  return crlf([`Name: ${name}`, `E-mail: ${values.email.trim()}`, '', values.message].join('\n'));
}

/** A mailto: URL whose subject and body survive any character the visitor typed. */
export function buildMailto(to: string, values: ContactValues): string {
  const query = [`subject=${encodeURIComponent(values.subject.trim())}`, `body=${encodeURIComponent(composeBody(values))}`].join('&');
  return `mailto:${encodeURI(to)}?${query}`;
}

export function fieldId(name: ContactFieldName): string {
  return `contact-${name}`;
}
