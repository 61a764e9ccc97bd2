import { useEffect, useState } from 'react';
import { useServiceWorker } from '../ServiceWorker/ServiceWorker.tsx';
import * as styles from './OfflineReadyStatus.css.ts';

/**
 * "Ready to read offline", said quietly: a line in the footer's last row,
 * announced by its live region, not a panel over what the visitor reads. The
 * row's height is reserved (SiteFooter), so appearing moves nothing. A plain
 * `aria-live` region, not `role="status"`: Orca reads a status as "statusbar",
 * without its text in a say-all, and empty at first.
 *
 * The news is told once. From the visitor's next key or touch after it, the
 * line is plain text: Chromium takes the page out of the accessibility tree
 * while a modal dialog is open and puts it back when the dialog closes, and a
 * live region put back is announced again, so Orca said "Ready to read
 * offline" once more each time a menu or a photo's view closed.
 */
export function OfflineReadyStatus({ text }: { readonly text: string }) {
  const { offlineReady } = useServiceWorker();
  const [told, setTold] = useState(false);
  useEffect(() => {
    if (!offlineReady || told) return;
    const after = () => setTold(true);
    const options = { capture: true, once: true } as const;
    document.addEventListener('keydown', after, options);
    document.addEventListener('pointerdown', after, options);
    return () => {
      document.removeEventListener('keydown', after, options);
      document.removeEventListener('pointerdown', after, options);
    };
  }, [offlineReady, told]);
  return (
    <p className={styles.root} aria-live={told ? 'off' : 'polite'}>
      {offlineReady ? text : null}
    </p>
  );
}
