import type { ReactNode } from 'react';
import * as styles from './Grid.css.ts';

interface GridProps {
  readonly children: ReactNode;
  readonly min?: keyof typeof styles.columns;
  /** Render as a list when the items are a set of like things. */
  readonly as?: 'div' | 'ul';
}

export function Grid({ children, min = 'medium', as: Element = 'div' }: GridProps) {
  return <Element className={styles.columns[min]}>{children}</Element>;
}
