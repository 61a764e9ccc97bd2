import type { ReactNode } from 'react';
import { Container } from './Container.tsx';
import * as styles from './Section.css.ts';
import { eyebrow as eyebrowStyle } from './typography.css.ts';

interface SectionProps {
  /** Anchor id; the heading gets `${id}-title` and labels the region. */
  readonly id: string;
  readonly title: string;
  readonly eyebrow?: string;
  readonly intro?: ReactNode;
  readonly tone?: keyof typeof styles.root;
  readonly children: ReactNode;
}

export function Section({ id, title, eyebrow, intro, tone = 'plain', children }: SectionProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className={styles.root[tone]}>
      <Container>
        <header className={styles.header}>
          {eyebrow ? <p className={eyebrowStyle}>{eyebrow}</p> : null}
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </header>
        {children}
      </Container>
    </section>
  );
}
