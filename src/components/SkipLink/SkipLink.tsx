import * as styles from './SkipLink.css';

/** First tab stop on every page; works without JavaScript. */
export function SkipLink({ target }: { readonly target: string }) {
  return (
    <a className={styles.root} href={`#${target}`}>
      Skip to main content
    </a>
  );
}
