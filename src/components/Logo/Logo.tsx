import { Link } from '@tanstack/react-router';
import { site } from '../../config/site.ts';
import * as styles from './Logo.css.ts';

/** The brand mark: a lens with a rising arrow, linking home. */
export function Logo({ onNavigate }: { readonly onNavigate?: () => void }) {
  return (
    <Link to="/" className={styles.root} onClick={onNavigate}>
      <svg className={styles.mark} width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect x="2" y="2" width="28" height="28" rx="8" fill="currentColor" />
        <path d="M10 21l5-5 3 3 5-7" fill="none" stroke="Canvas" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M19 12h4v4" fill="none" stroke="Canvas" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>{site.name}</span>
    </Link>
  );
}
