import type { ReactNode } from 'react';
import * as styles from './VisuallyHidden.css.ts';

export function VisuallyHidden({ children }: { readonly children: ReactNode }) {
  return <span className={styles.root}>{children}</span>;
}
