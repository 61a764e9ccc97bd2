import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { FooterCopy } from '../../content/shell.ts';
import type { AppNavItem, NavItem } from '../../content/navigation.ts';
import { useCurrentYear } from '../../hooks/useCurrentYear.ts';
import { Container } from '../../system/index.ts';
import { AppLink } from '../AppLink/AppLink.tsx';
import { InstallButton } from '../InstallButton/InstallButton.tsx';
import { Logo } from '../Logo/Logo.tsx';
import * as styles from './SiteFooter.css.ts';

interface SiteFooterProps {
  readonly copy: FooterCopy;
  readonly supportEmail: string;
  /**
   * A status about this device ("Ready to read offline"), shown beside the
   * Install app button in the footer's last row, whose height is reserved.
   */
  readonly status?: ReactNode;
}

function FooterLink({ item }: { readonly item: NavItem | AppNavItem }) {
  if ('to' in item) {
    return (
      <Link to={item.to} className={styles.link}>
        {item.label}
      </Link>
    );
  }
  return <AppLink plain className={styles.link} destination={item.destination} label={item.label} />;
}

export function SiteFooter({ copy, supportEmail, status }: SiteFooterProps) {
  const year = useCurrentYear();
  return (
    <footer className={styles.root}>
      <Container>
        <div className={styles.grid}>
          <div className={styles.about}>
            <Logo />
            <p className={styles.blurb}>{copy.blurb}</p>
          </div>
          {/* Headed groups, not navigation landmarks: a landmark named by its heading is heard twice on
              entering it ("navigation, Product, Product, heading level 2"), and the header's navigation is
              the site's own. The footer is one landmark, its groups are found by heading. */}
          {copy.columns.map((column) => (
            <div key={column.id}>
              <h2 className={styles.columnTitle}>{column.title}</h2>
              <ul className={styles.list}>
                {column.links.map((item) => (
                  <li key={item.label}>
                    <FooterLink item={item} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div>
            <h2 className={styles.columnTitle}>{copy.supportTitle}</h2>
            <ul className={styles.list}>
              <li>
                <a className={styles.link} href={`mailto:${supportEmail}`}>
                  {supportEmail}
                </a>
              </li>
              <li>
                <Link to="/contact" className={styles.link}>
                  {copy.contactUs}
                </Link>
              </li>
            </ul>
          </div>
        </div>
        <div className={styles.bottom}>
          <p>{copy.copyright(year)}</p>
          {/* What comes late (the browser's install offer, the worker's news) lands here, in a row
              whose height is kept from the first paint: appearing moves nothing on the page. */}
          <div className={styles.device}>
            {status}
            <InstallButton label={copy.installApp} tone="secondary" />
          </div>
        </div>
      </Container>
    </footer>
  );
}
