import { Link } from '@tanstack/react-router';
import type { NavItem } from '../../content/navigation';
import { Container } from '../../system';
import { AppLink } from '../AppLink/AppLink';
import { Logo } from '../Logo/Logo';
import { MobileMenu } from '../MobileMenu/MobileMenu';
import * as styles from './SiteHeader.css';

interface SiteHeaderProps {
  readonly nav: readonly NavItem[];
}

export function SiteHeader({ nav }: SiteHeaderProps) {
  return (
    <header className={styles.root}>
      <Container>
        <div className={styles.bar}>
          <Logo />
          <nav aria-label="Main" className={styles.desktopNav}>
            <ul className={styles.navList}>
              {nav.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={styles.navLink} activeOptions={{ exact: true, includeHash: false }}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.actions}>
            <AppLink className={styles.desktopOnly}>Get Started</AppLink>
            <MobileMenu nav={nav} />
          </div>
        </div>
      </Container>
    </header>
  );
}
