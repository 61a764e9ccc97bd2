import type { ReactNode } from 'react';
import { Container, eyebrow as eyebrowStyle } from '../../system/index.ts';
import * as styles from './PageIntro.css.ts';

interface PageIntroProps {
  readonly title: string;
  readonly eyebrow?: string;
  readonly lead?: ReactNode;
  readonly children?: ReactNode;
  /** What stands beside the intro on a desktop's width, and follows it on a phone's: the pricing page's plan. */
  readonly aside?: ReactNode;
}

/** A page's opening: its one h1, which RouteAnnouncer focuses after a client-side navigation. */
export function PageIntro({ title, eyebrow, lead, children, aside }: PageIntroProps) {
  return (
    <div className={styles.root}>
      <Container className={aside ? styles.split : undefined}>
        <div className={styles.inner}>
          {eyebrow ? <p className={eyebrowStyle}>{eyebrow}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {children}
        </div>
        {aside}
      </Container>
    </div>
  );
}
