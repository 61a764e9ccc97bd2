import type { ReactNode } from 'react';
import * as styles from './VisuallyHidden.css.ts';

/** Words for the ear alone. `inline` keeps them in the line they end (VisuallyHidden.css.ts says when). */
export function VisuallyHidden({ children, inline = false }: { readonly children: ReactNode; readonly inline?: boolean }) {
  return <span className={inline ? styles.inline : styles.root}>{children}</span>;
}
