import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  if (!('serviceWorker' in navigator)) return () => undefined;
  navigator.serviceWorker.addEventListener('controllerchange', onChange);
  return () => navigator.serviceWorker.removeEventListener('controllerchange', onChange);
}

/**
 * Whether a service worker controls this page, kept current: the first visit's
 * worker takes control some time after the page has rendered (when it has
 * saved every page), and whatever reads this renders again then.
 */
export function useControlled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null,
    () => false,
  );
}
