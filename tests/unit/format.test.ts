import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMoney } from '../../src/config/format.ts';

// The site formats without Intl (see src/config/format.ts); Intl is the reference it must match.
const intlMoney = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount);
const intlDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

describe('formatMoney', () => {
  it('prints every amount from $0 to $100 in cents, and large ones, as Intl does', () => {
    const amounts = [...Array.from({ length: 10_001 }, (_, cents) => cents / 100), 999.99, 1000, 1234.5, 99_999.01, 1_000_000, 12_345_678.9];
    for (const amount of amounts) expect(formatMoney(amount, 'USD'), String(amount)).toBe(intlMoney(amount));
  });

  it('refuses what is not an amount in whole cents', () => {
    for (const amount of [-1, 0.001, 1.005, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => formatMoney(amount, 'USD'), String(amount)).toThrow(RangeError);
  });
});

describe('formatLongDate', () => {
  it('prints every day of a leap year and of a common year as Intl does', () => {
    for (const year of [2024, 2026]) {
      for (let day = Date.UTC(year, 0, 1); day < Date.UTC(year + 1, 0, 1); day += 86_400_000) {
        const iso = new Date(day).toISOString().slice(0, 10);
        expect(formatLongDate(iso), iso).toBe(intlDate.format(new Date(day)));
      }
    }
  });

  it('refuses what is not a calendar date', () => {
    for (const text of ['2026-02-30', '2026-13-01', '2026-1-5', '5 March 2026', '']) expect(() => formatLongDate(text), text).toThrow(RangeError);
  });
});
