import * as styles from './SkipLink.css.ts';

interface SkipLinkProps {
  readonly target: string;
  readonly children: string;
}

/** First tab stop on every page; works without JavaScript. */
export function SkipLink({ target, children }: SkipLinkProps) {
  return (
    <a className={styles.root} href={`#${target}`}>
      {children}
    </a>
  );
}
