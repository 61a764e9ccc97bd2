import { Link } from '@tanstack/react-router';
import type { NavItem } from '../../content/navigation.ts';

interface NavLinksProps {
  readonly nav: readonly NavItem[];
  readonly listClassName: string;
  readonly linkClassName: string;
  readonly onNavigate?: () => void;
}

/** The main navigation's links; the router marks the current page with aria-current. */
export function NavLinks({ nav, listClassName, linkClassName, onNavigate }: NavLinksProps) {
  return (
    <ul className={listClassName}>
      {nav.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className={linkClassName} activeOptions={{ exact: true, includeHash: false }} onClick={onNavigate}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
