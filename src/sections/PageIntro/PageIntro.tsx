import type { ReactNode } from 'react';
import { Container, eyebrow as eyebrowStyle } from '../../system/index.ts';
import * as styles from './PageIntro.css.ts';

interface PageIntroProps {
  readonly title: string;
  readonly eyebrow?: string;
  readonly lead?: ReactNode;
  readonly children?: ReactNode;
}

/** A page's opening: its one h1, which RouteAnnouncer focuses after a client-side navigation. */
export function PageIntro({ title, eyebrow, lead, children }: PageIntroProps) {
  return (
    <div className={styles.root}>
      <Container>
        <div className={styles.inner}>
          {eyebrow ? <p className={eyebrowStyle}>{eyebrow}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {children}
        </div>
      </Container>
    </div>
  );
}
