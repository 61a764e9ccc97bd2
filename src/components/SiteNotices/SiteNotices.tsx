import { useEffect, useRef } from 'react';
import { notices } from '../../content/notices.ts';
import { useControlled } from '../../hooks/useControlled.ts';
import { useHydrated } from '../../hooks/useHydrated.ts';
import { useOnline } from '../../hooks/useOnline.ts';
import { noticeSpaceProperty } from '../../styles/theme.css.ts';
import { button } from '../../system/index.ts';
import { useServiceWorker } from '../ServiceWorker/ServiceWorker.tsx';
import * as styles from './SiteNotices.css.ts';

/**
 * The notices that need the visitor's attention: a new version waiting, and
 * being offline. They sit fixed at the bottom of the screen, and while one
 * shows, the page reserves the strip it covers: focus moving onto a control
 * in that strip scrolls it clear (a scroll margin on every focus target), and
 * the page's end can scroll above it. So a notice never hides what the
 * visitor is doing, however tall it wraps.
 *
 * The polite live region is in the prerendered HTML from the first load, so
 * what appears in it later is announced; the notices themselves only exist in
 * a live browser. The region is a plain `aria-live` one and each notice is a
 * `status` of its own: an empty `role="status"` is read as "statusbar" in
 * every say-all (Orca, in Firefox and Chromium). The quieter "ready to read offline" news is a line in the
 * footer (OfflineReadyStatus), not a notice.
 */
export function SiteNotices() {
  const hydrated = useHydrated();
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const root = document.documentElement;
    const reserve = () => {
      const { top, height } = region.getBoundingClientRect();
      if (height > 0) root.style.setProperty(noticeSpaceProperty, `${Math.ceil(window.innerHeight - top)}px`);
      else root.style.removeProperty(noticeSpaceProperty);
    };
    // A notice's arrival is reserved for in the task that adds it: a mutation
    // observer runs right after React's commit, before the browser handles
    // another key. A ResizeObserver alone waits for the next rendering frame,
    // which a busy machine held back for 200 ms while Tab was already moving
    // focus under the notice. It still follows a notice that wraps anew.
    const added = new MutationObserver(reserve);
    added.observe(region, { childList: true, subtree: true, characterData: true });
    const resized = new ResizeObserver(reserve);
    resized.observe(region);
    window.addEventListener('resize', reserve);
    return () => {
      added.disconnect();
      resized.disconnect();
      window.removeEventListener('resize', reserve);
      root.style.removeProperty(noticeSpaceProperty);
    };
  }, []);

  return (
    <div ref={regionRef} className={styles.region} aria-live="polite">
      {hydrated ? (
        <>
          <UpdateNotice />
          <OfflineNotice />
        </>
      ) : null}
    </div>
  );
}

function OfflineNotice() {
  const online = useOnline();
  const controlled = useControlled();
  if (online) return null;
  return (
    <div className={styles.notice} role="status">
      <p className={styles.text}>{controlled ? notices.offline.saved : notices.offline.unsaved}</p>
    </div>
  );
}

/** Stays until the visitor answers it: reload now, or not now. */
function UpdateNotice() {
  const { updateReady, acceptUpdate, declineUpdate } = useServiceWorker();
  if (!updateReady) return null;
  return (
    <div className={styles.notice} role="status">
      <p className={styles.text}>{notices.update.text}</p>
      <div className={styles.actions}>
        <button type="button" className={button({ size: 'md' })} onClick={acceptUpdate}>
          {notices.update.accept}
        </button>
        <button type="button" className={button({ tone: 'secondary', size: 'md' })} onClick={declineUpdate}>
          {notices.update.decline}
        </button>
      </div>
    </div>
  );
}
