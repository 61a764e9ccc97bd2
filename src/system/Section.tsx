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
  /**
   * `stacked`: the header above what it introduces. `beside`: on a desktop's
   * width the header takes the first third and what it introduces the rest,
   * for content narrower than the page (a list of questions), which would
   * otherwise leave the right of a wide screen empty.
   */
  readonly layout?: keyof typeof styles.body;
  readonly children: ReactNode;
}

export function Section({ id, title, eyebrow, intro, tone = 'plain', layout = 'stacked', children }: SectionProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className={styles.root[tone]}>
      <Container className={styles.body[layout]}>
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
