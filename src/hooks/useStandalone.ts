import { useSyncExternalStore } from 'react';

/** The installed app's own window (manifest `display: standalone`): no address bar, and on some platforms no Back button. */
export const standaloneQuery = '(display-mode: standalone)';

export const isStandalone = () => window.matchMedia(standaloneQuery).matches;

function subscribe(onChange: () => void) {
  const query = window.matchMedia(standaloneQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the page runs in the installed app's window. False while
 * prerendering and hydrating (the HTML is the same for both), then the
 * browser's answer, following a tab moved into the app's window.
 */
export function useStandalone(): boolean {
  return useSyncExternalStore(subscribe, isStandalone, () => false);
}
