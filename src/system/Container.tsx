import type { ReactNode } from 'react';
import * as styles from './Container.css';

interface ContainerProps {
  readonly children: ReactNode;
  /** Narrow measure for long-form reading. */
  readonly prose?: boolean;
}

export function Container({ children, prose = false }: ContainerProps) {
  return <div className={prose ? `${styles.root} ${styles.prose}` : styles.root}>{children}</div>;
}
