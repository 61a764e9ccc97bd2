import type { ReactNode } from 'react';
import * as styles from './Container.css.ts';

/** The page's content column: centred, with gutters that grow with the viewport. */
export function Container({ className, children }: { readonly className?: string; readonly children: ReactNode }) {
  return <div className={className ? `${styles.root} ${className}` : styles.root}>{children}</div>;
}
