/** Deliberately loose: one @, something on each side, a dot in the domain, no spaces. */
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The one test of "looks like an e-mail address", for the support address setting and the contact form alike. */
export function isEmailShaped(value: string): boolean {
  return emailShape.test(value.trim());
}
