import type { ReactNode } from 'react';
import * as styles from './Cluster.css.ts';

/** A row of actions that wraps onto new lines on narrow screens. */
export function Cluster({ children }: { readonly children: ReactNode }) {
  return <div className={styles.root}>{children}</div>;
}
