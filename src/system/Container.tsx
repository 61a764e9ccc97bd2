import type { ReactNode } from 'react';
import * as styles from './Container.css.ts';

/** The page's content column: centred, with gutters that grow with the viewport. */
export function Container({ children }: { readonly children: ReactNode }) {
  return <div className={styles.root}>{children}</div>;
}
