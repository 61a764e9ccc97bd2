import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { usePageSettled } from '../../hooks/usePageSettled.ts';

export interface ServiceWorkerState {
  /** A new version is installed and waits for the visitor's word. */
  readonly updateReady: boolean;
  /** This visit installed the first worker: every page is saved on the device. */
  readonly offlineReady: boolean;
  readonly acceptUpdate: () => void;
  readonly declineUpdate: () => void;
}

const unregistered: ServiceWorkerState = {
  updateReady: false,
  offlineReady: false,
  acceptUpdate: () => undefined,
  declineUpdate: () => undefined,
};

const ServiceWorkerContext = createContext<ServiceWorkerState>(unregistered);

/** The service worker's state, for the notices that speak of it (the update prompt, the footer's offline line). */
export function useServiceWorker(): ServiceWorkerState {
  return useContext(ServiceWorkerContext);
}

/**
 * Registers the service worker once, for every component that reports on it.
 * It registers (and starts downloading every page to precache) only once the
 * page has loaded and gone idle, so it never competes with the first visit's
 * own requests.
 */
export function ServiceWorkerProvider({ children }: { readonly children: ReactNode }) {
  const settled = usePageSettled();
  const [state, setState] = useState(unregistered);
  return (
    <ServiceWorkerContext value={state}>
      {settled ? <Registration onChange={setState} /> : null}
      {children}
    </ServiceWorkerContext>
  );
}

/** How often a long-lived tab asks whether a new version was deployed. */
const updateCheckIntervalMs = 60 * 60 * 1000;

function Registration({ onChange }: { readonly onChange: (state: ServiceWorkerState) => void }) {
  const [declined, setDeclined] = useState(false);
  const registered = useRef<ServiceWorkerRegistration | undefined>(undefined);
  // Whether the worker last called waiting would replace an active one: only then is it a new version.
  // workbox-window calls a newly installed worker waiting when it is still "installed" 200 ms later, and
  // a first install on a busy device can take longer than that on its way to activating: Firefox showed
  // the update notice on a first visit, beside the other suites of npm test.
  const [replacesActive, setReplacesActive] = useState(false);
  const {
    needRefresh: [needRefresh],
    offlineReady: [offlineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onNeedRefresh() {
      setReplacesActive(Boolean(registered.current?.active ?? navigator.serviceWorker.controller));
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      registered.current = registration;
      // Long-lived tabs look for a new deploy now and then, but only online.
      window.setInterval(() => {
        if (navigator.onLine && registration.installing === null) void registration.update();
      }, updateCheckIntervalMs);
    },
  });

  // The function is not stable everywhere (the dev server's stand-in makes a
  // new one every render): the notice calls the latest through a ref, so the
  // state below changes only when the worker's state does.
  const update = useRef(updateServiceWorker);
  useEffect(() => {
    update.current = updateServiceWorker;
  });
  const acceptUpdate = useCallback(() => {
    // workbox-window only reloads by itself when this tab was already controlled
    // when it registered; a tab whose visit installed the first worker must
    // reload on the controller change too.
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    void update.current(true);
  }, []);

  useEffect(() => {
    onChange({
      updateReady: needRefresh && replacesActive && !declined,
      offlineReady,
      acceptUpdate,
      declineUpdate: () => setDeclined(true),
    });
  }, [needRefresh, replacesActive, offlineReady, declined, acceptUpdate, onChange]);

  return null;
}
