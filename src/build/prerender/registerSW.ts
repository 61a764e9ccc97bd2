import type { useRegisterSW as clientUseRegisterSW } from 'virtual:pwa-register/react';

/** Prerender stand-in for the service worker registration: nothing to register in Node. */
export const useRegisterSW: typeof clientUseRegisterSW = () => ({
  needRefresh: [false, () => undefined],
  offlineReady: [false, () => undefined],
  updateServiceWorker: () => Promise.resolve(),
});
