import type { HeaderCopy, MobileMenuCopy } from '../../content/shell';
import type { NavItem } from '../../content/navigation';
import { Container } from '../../system';
import { AppLink } from '../AppLink/AppLink';
import { Logo } from '../Logo/Logo';
import { MobileMenu } from '../MobileMenu/MobileMenu';
import { NavLinks } from '../NavLinks/NavLinks';
import * as styles from './SiteHeader.css';

interface SiteHeaderProps {
  readonly nav: readonly NavItem[];
  readonly copy: HeaderCopy;
  readonly menuCopy: MobileMenuCopy;
}

export function SiteHeader({ nav, copy, menuCopy }: SiteHeaderProps) {
  return (
    <header className={styles.root}>
      <Container>
        <div className={styles.bar}>
          <Logo />
          <nav aria-label={copy.navLabel} className={`${styles.desktopNav} ${styles.screenOnly}`}>
            <NavLinks nav={nav} listClassName={styles.navList} linkClassName={styles.navLink} />
          </nav>
          <div className={`${styles.actions} ${styles.screenOnly}`}>
            <AppLink className={styles.desktopOnly} destination={copy.getStarted.destination}>
              {copy.getStarted.label}
            </AppLink>
            <MobileMenu nav={nav} copy={menuCopy} />
          </div>
        </div>
      </Container>
    </header>
  );
}
