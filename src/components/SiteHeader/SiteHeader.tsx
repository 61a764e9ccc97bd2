import type { NavItem } from '../../content/navigation';
import { Container } from '../../system';
import { AppLink } from '../AppLink/AppLink';
import { Logo } from '../Logo/Logo';
import { MobileMenu } from '../MobileMenu/MobileMenu';
import { NavLinks } from '../NavLinks/NavLinks';
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
            <NavLinks nav={nav} listClassName={styles.navList} linkClassName={styles.navLink} />
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
