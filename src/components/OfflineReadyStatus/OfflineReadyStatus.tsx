import { useServiceWorker } from '../ServiceWorker/ServiceWorker.tsx';
import * as styles from './OfflineReadyStatus.css.ts';

/**
 * "Ready to read offline", said quietly: a line in the footer's last row,
 * announced by its live region, not a panel over what the visitor reads. The
 * row's height is reserved (SiteFooter), so appearing moves nothing. A plain
 * `aria-live` region, not `role="status"`: Orca reads a status as "statusbar",
 * without its text in a say-all, and empty at first.
 */
export function OfflineReadyStatus({ text }: { readonly text: string }) {
  const { offlineReady } = useServiceWorker();
  return (
    <p className={styles.root} aria-live="polite">
      {offlineReady ? text : null}
    </p>
  );
}
