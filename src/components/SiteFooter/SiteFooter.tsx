import { Link } from '@tanstack/react-router';
import { site } from '../../config/site';
import type { AppNavItem, NavItem } from '../../content/navigation';
import { useCurrentYear } from '../../hooks/useCurrentYear';
import { Container } from '../../system';
import { AppLink } from '../AppLink/AppLink';
import { Logo } from '../Logo/Logo';
import * as styles from './SiteFooter.css';

interface SiteFooterProps {
  readonly blurb: string;
  readonly productLinks: readonly (NavItem | AppNavItem)[];
  readonly legalLinks: readonly NavItem[];
}

function FooterLink({ item }: { readonly item: NavItem | AppNavItem }) {
  if ('to' in item) {
    return (
      <Link to={item.to} className={styles.link}>
        {item.label}
      </Link>
    );
  }
  return (
    <AppLink plain className={styles.link} destination={item.destination}>
      {item.label}
    </AppLink>
  );
}

export function SiteFooter({ blurb, productLinks, legalLinks }: SiteFooterProps) {
  const year = useCurrentYear();
  return (
    <footer className={styles.root}>
      <Container>
        <div className={styles.grid}>
          <div className={styles.about}>
            <Logo />
            <p className={styles.blurb}>{blurb}</p>
          </div>
          <nav aria-labelledby="footer-product">
            <h2 id="footer-product" className={styles.columnTitle}>
              Product
            </h2>
            <ul className={styles.list}>
              {productLinks.map((item) => (
                <li key={item.label}>
                  <FooterLink item={item} />
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal" className={styles.columnTitle}>
              Legal
            </h2>
            <ul className={styles.list}>
              {legalLinks.map((item) => (
                <li key={item.label}>
                  <FooterLink item={item} />
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className={styles.columnTitle}>Support</h2>
            <ul className={styles.list}>
              <li>
                <a className={styles.link} href={`mailto:${site.supportEmail}`}>
                  {site.supportEmail}
                </a>
              </li>
              <li>
                <Link to="/contact" className={styles.link}>
                  Contact Us
                </Link>
              </li>
            </ul>
          </div>
        </div>
        <p className={styles.bottom}>
          © {year} {site.name}. All rights reserved.
        </p>
      </Container>
    </footer>
  );
}
