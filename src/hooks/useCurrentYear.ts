import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const currentYear = () => new Date().getFullYear();
const buildYear = () => __BUILD_YEAR__;

/**
 * The prerendered HTML carries the build year; after hydration the visitor's
 * clock takes over. useSyncExternalStore makes that switch without a
 * hydration mismatch when a page built last year is read this year.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(subscribe, currentYear, buildYear);
}
