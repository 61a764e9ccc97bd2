import { formatMoney } from './format.ts';

/**
 * Business constants of SPEC.md section 9, defined once. Marketing copy and
 * legal text both read them, so the two can never drift apart.
 */
export const business = {
  pricePerImage: 1,
  currency: 'USD',
  maxFileSizeMb: 50,
  recommendedMegapixels: 20,
  maxOutputResolution: '4K',
  typicalProcessingSeconds: 5,
  maxProcessingSeconds: 30,
  retentionHours: 24,
  refundWindowDays: 7,
  supportResponseHours: 24,
  termsChangeNoticeDays: 30,
  privacyResponseDays: 30,
  paymentRecordsYears: 7,
  supportRecordsYears: 3,
  minimumAge: 13,
  adultAge: 18,
} as const;

export interface SupportHours {
  readonly days: string;
  readonly hours: string;
}

/** Exactly as the brief gives them; all times Pacific. */
export const supportHours: readonly SupportHours[] = [
  { days: 'Monday–Friday', hours: '9:00 AM – 6:00 PM PST' },
  { days: 'Saturday', hours: '10:00 AM – 4:00 PM PST' },
  { days: 'Sunday', hours: 'Closed' },
];

/** "$1" — whole dollars print without cents, as the brief writes the price. */
export function formatPrice(amount: number = business.pricePerImage): string {
  return formatMoney(amount, business.currency);
}
