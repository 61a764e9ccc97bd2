import type { HeaderCopy, MobileMenuCopy } from '../../content/shell.ts';
import type { NavItem } from '../../content/navigation.ts';
import { Container } from '../../system/index.ts';
import { AppLink } from '../AppLink/AppLink.tsx';
import { Logo } from '../Logo/Logo.tsx';
import { MobileMenu } from '../MobileMenu/MobileMenu.tsx';
import { NavLinks } from '../NavLinks/NavLinks.tsx';
import * as styles from './SiteHeader.css.ts';

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
            <AppLink className={styles.desktopOnly} destination={copy.getStarted.destination} label={copy.getStarted.label} />
            <MobileMenu nav={nav} copy={menuCopy} />
          </div>
        </div>
      </Container>
    </header>
  );
}
