import { type ReactNode, useEffect } from 'react';
import { site } from '../../config/site';
import { footerCopy, headerCopy, mobileMenuCopy, skipLinkText } from '../../content/chrome';
import { primaryNav } from '../../content/navigation';
import { RouteAnnouncer } from '../RouteAnnouncer/RouteAnnouncer';
import { SiteFooter } from '../SiteFooter/SiteFooter';
import { SiteHeader } from '../SiteHeader/SiteHeader';
import { SiteNotices } from '../SiteNotices/SiteNotices';
import { SkipLink } from '../SkipLink/SkipLink';
import * as styles from './SiteLayout.css';

const mainId = 'main';

/** The shared layout of every page: skip link, sticky header, main, footer. */
export function SiteLayout({ children }: { readonly children: ReactNode }) {
  // Marks the document once React owns it: styles for script-only controls and the browser tests key off it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <div className={styles.shell}>
      <SkipLink target={mainId}>{skipLinkText}</SkipLink>
      <RouteAnnouncer />
      <SiteNotices />
      <SiteHeader nav={primaryNav} copy={headerCopy} menuCopy={mobileMenuCopy} />
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter copy={footerCopy} supportEmail={site.supportEmail} />
    </div>
  );
}
