/**
 * Money and dates as en-US prints them, without `Intl`. The first
 * `Intl.NumberFormat` or `Intl.DateTimeFormat` a page builds loads locale data
 * on the main thread: 28 ms on the test machine, 111 ms at the 4× CPU
 * slowdown Lighthouse's mobile preset applies, in the task that evaluates the
 * site's shell, before hydration. The site prints one currency and one date
 * style; unit tests compare both functions with `Intl` over every case they
 * accept.
 */

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/**
 * "$1", "$0.99", "$1,250.50": whole dollars without cents, otherwise two
 * decimals, as `Intl` formats USD for en-US. It knows one currency, so its
 * type takes only that one: a change of currency fails the typecheck.
 */
export function formatMoney(amount: number, currency: 'USD'): string {
  const cents = Math.round(amount * 100);
  if (!Number.isFinite(amount) || amount < 0 || Math.abs(cents - amount * 100) > 1e-6) {
    throw new RangeError(`formatMoney takes a non-negative amount of ${currency} in whole cents, got ${amount}`);
  }
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return cents % 100 === 0 && Number.isInteger(amount) ? `$${dollars}` : `$${dollars}.${String(cents % 100).padStart(2, '0')}`;
}

/** "2026-03-01" → "March 1, 2026" (the `dateStyle: 'long'` of en-US). */
export function formatLongDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = monthNames[Number(match?.[2]) - 1];
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (!match || !month || Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(match[3])) {
    throw new RangeError(`formatLongDate takes a calendar date as YYYY-MM-DD, got ${isoDate}`);
  }
  return `${month} ${Number(match[3])}, ${match[1]}`;
}
