import { type ReactNode, useEffect, useRef } from 'react';
import { site } from '../../config/site.ts';
import { footerCopy, headerCopy, mobileMenuCopy, skipLinkText } from '../../content/shell.ts';
import { notices } from '../../content/notices.ts';
import { ownClickAction } from '../../system/index.ts';
import { primaryNav } from '../../content/navigation.ts';
import { OfflineReadyStatus } from '../OfflineReadyStatus/OfflineReadyStatus.tsx';
import { RouteAnnouncer } from '../RouteAnnouncer/RouteAnnouncer.tsx';
import { ServiceWorkerProvider } from '../ServiceWorker/ServiceWorker.tsx';
import { SiteFooter } from '../SiteFooter/SiteFooter.tsx';
import { SiteHeader } from '../SiteHeader/SiteHeader.tsx';
import { SiteNotices } from '../SiteNotices/SiteNotices.tsx';
import { SkipLink } from '../SkipLink/SkipLink.tsx';
import * as styles from './SiteLayout.css.ts';

const mainId = 'main';

/** The shared layout of every page: skip link, sticky header, main, footer. */
export function SiteLayout({ children }: { readonly children: ReactNode }) {
  // Marks the document once React owns it, for the browser tests. No style depends on it: every
  // control works before hydration (the menu by invoker commands), so nothing waits to be switched on.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // main is the skip link's target, focusable from the first paint; once React listens above it, it needs
  // a click action of its own not to be read as "main content clickable".
  const main = useRef<HTMLElement>(null);
  useEffect(() => (main.current ? ownClickAction(main.current) : undefined), []);

  return (
    <ServiceWorkerProvider>
      <div className={styles.shell}>
        <SkipLink target={mainId}>{skipLinkText}</SkipLink>
        <RouteAnnouncer />
        <SiteNotices />
        <SiteHeader nav={primaryNav} copy={headerCopy} menuCopy={mobileMenuCopy} />
        <main ref={main} id={mainId} tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <SiteFooter copy={footerCopy} supportEmail={site.supportEmail} status={<OfflineReadyStatus text={notices.offlineReady.text} />} />
      </div>
    </ServiceWorkerProvider>
  );
}
