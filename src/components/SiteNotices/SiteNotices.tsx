import { useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { notices, offlineReadyVisibleMs, updateCheckIntervalMs } from '../../content/notices';
import { useHydrated } from '../../hooks/useHydrated';
import { useOnline } from '../../hooks/useOnline';
import { usePageSettled } from '../../hooks/usePageSettled';
import { buttonLink } from '../../system';
import * as styles from './SiteNotices.css';

/**
 * The update, offline-ready and offline notices. The polite live region is in
 * the prerendered HTML from the first load, so what appears in it later is
 * announced; the notices themselves only exist in a live browser.
 */
export function SiteNotices() {
  const hydrated = useHydrated();
  const settled = usePageSettled();
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {hydrated ? <OfflineNotice /> : null}
      {settled ? <ServiceWorkerNotices /> : null}
    </div>
  );
}

function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  const controlled = 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null;
  return (
    <p className={styles.notice}>
      <span className={styles.text}>{controlled ? notices.offline.saved : notices.offline.unsaved}</span>
    </p>
  );
}

/**
 * The service worker registers (and starts downloading every page to
 * precache) only once the page has loaded and gone idle, so it never competes
 * with the first visit's own requests.
 */
function ServiceWorkerNotices() {
  const [declined, setDeclined] = useState(false);
  const {
    needRefresh: [needRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      // Long-lived tabs look for a new deploy now and then, but only online.
      window.setInterval(() => {
        if (navigator.onLine && registration.installing === null) void registration.update();
      }, updateCheckIntervalMs);
    },
  });

  useEffect(() => {
    if (!offlineReady) return;
    const timer = window.setTimeout(() => setOfflineReady(false), offlineReadyVisibleMs);
    return () => window.clearTimeout(timer);
  }, [offlineReady, setOfflineReady]);

  const acceptUpdate = () => {
    // workbox-window only reloads by itself when this tab was already controlled
    // when it registered; a tab whose visit installed the first worker must
    // reload on the controller change too.
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    void updateServiceWorker(true);
  };

  return (
    <>
      {needRefresh && !declined ? (
        <div className={styles.notice}>
          <p className={styles.text}>{notices.update.text}</p>
          <div className={styles.actions}>
            <button type="button" className={buttonLink({ size: 'md' })} onClick={acceptUpdate}>
              {notices.update.accept}
            </button>
            <button type="button" className={buttonLink({ tone: 'secondary', size: 'md' })} onClick={() => setDeclined(true)}>
              {notices.update.decline}
            </button>
          </div>
        </div>
      ) : null}
      {offlineReady ? (
        <div className={styles.notice}>
          <p className={styles.text}>{notices.offlineReady.text}</p>
          <button type="button" className={buttonLink({ tone: 'secondary', size: 'md' })} onClick={() => setOfflineReady(false)}>
            {notices.offlineReady.dismiss}
          </button>
        </div>
      ) : null}
    </>
  );
}
